export { AppLayout } from './AppLayout';
export type { AppLayoutProps, NavItem } from './AppLayout';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';

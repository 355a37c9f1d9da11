export { AppLayout } from './AppLayout';
export type { AppLayoutProps, NavItem } from './AppLayout';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { NoticeSlot } from './NoticeSlot';
export type { NoticeSlotProps } from './NoticeSlot';

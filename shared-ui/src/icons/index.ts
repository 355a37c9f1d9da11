export * from './icons';
export { NavIcon, NAV_ICONS } from './NavIcon';

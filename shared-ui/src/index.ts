/**
 * shared-ui — the Sasar design system (a Module Federation singleton shared by the host and the remotes).
 * Pure UI: data comes in through props; nothing here talks to the network or to shared-graph.
 * The data table is its own entry, `shared-ui/table` (also a singleton): it carries TanStack Table and Virtual,
 * which the pages without a table (the login page first) should not download.
 */
export * from './theme';
export * from './icons';
export * from './layout';
export * from './primitives';
export * from './overlay';
export * from './feedback';
export * from './format';
export * from './timing';
export * from './i18n';
export * from './charts';
// the rule builder's field groups (the users' builder and the admin's template editor)
export * from './rule-fields';
// the date range control (presets, custom range, comparison) of the dashboard and the ads manager
export * from './date-range';
export { ScreenPlaceholder } from './placeholder/ScreenPlaceholder';
export * from './placeholder/ScreenPlaceholder';

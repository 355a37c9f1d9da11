// The built-in rule templates live in shared-graph (the admin's template list shows them too).
export { BUILT_IN_TEMPLATES, type BuiltInTemplate } from 'shared-graph';

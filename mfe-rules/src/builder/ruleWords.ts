// How a rule reads as a sentence: shared-graph's words (shared with the admin's template editor), with money and
// numbers written by shared-ui's formatters.
import { ruleWordsWith } from 'shared-graph';
import { formatMoney, formatNumber } from 'shared-ui';

export { ACTION_WORDS, COMPARISON_WORDS, DAY_WORDS, LEVEL_WORDS, metricWords, OBJECT_FIELD_LABELS, OPERATOR_WORDS, scheduleWords, scopeWords, WINDOW_WORDS, windowPhrase } from 'shared-graph';

export const { valueWords, conditionWords, ruleSentence } = ruleWordsWith({ formatMoney, formatNumber });

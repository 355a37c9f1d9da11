export {
  accountsOf,
  choiceForAccountId,
  choiceForSet,
  choiceKey,
  formatAccountKeys,
  parseAccountKeys,
  type AdAccountChoice,
} from './accountChoice';
export { chooseAdAccounts, useAdAccountChoice, type AdAccountChoiceState } from './useAdAccountChoice';
export { useAccountChoiceInUrl } from './useAccountChoiceInUrl';

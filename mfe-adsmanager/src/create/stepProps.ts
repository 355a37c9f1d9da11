// What every step of the create flow receives: the form, its setter, the marks on its fields and the account.
import type { AdsAccount } from '../common/useAdsAccount';
import type { CreateForm, FieldErrors } from './campaignPlan';

export interface StepProps {
  form: CreateForm;
  set: <K extends keyof CreateForm>(key: K, value: CreateForm[K]) => void;
  errors: FieldErrors;
  account: AdsAccount;
  /** The step's object is made: its settings can no longer change here. */
  locked: boolean;
}

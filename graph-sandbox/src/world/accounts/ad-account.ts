/** An ad account as the world stores it; money in minor units, times in epoch ms. */
export interface AdAccount {
  /** `act_<digits>` */
  id: string;
  /** The digits of the id. */
  accountNumber: string;
  name: string;
  ownerUserId: string;
  currency: string;
  timezoneName: string;
  timezoneId: number;
  /** 1 active, 2 disabled, 3 unsettled … */
  status: number;
  disableReason: number;
  createdAt: number;
  business: { id: string; name: string } | null;
  isPersonal: boolean;
  isPrepay: boolean;
  funding: FundingSource | null;
  /** 0 = no cap. */
  spendCapMinor: number;
  /** What the account spent before the sandbox's insights window. */
  priorSpendMinor: number;
  /** Last calendar date (account time) on which ads could deliver; null while the account can run ads. */
  deliveryStoppedOn: string | null;
  /** Days of spend not yet billed (the `balance`). */
  unbilledDays: number;
  endAdvertiser: { id: string; name: string };
  userTasks: string[];
  pixelId: string;
  pageId: string;
  /** Line of business; drives campaign, audience and creative names. */
  vertical: 'fashion' | 'automotive';
}

export interface FundingSource {
  id: string;
  /** FundingSourceDetails.type: 1 credit card, 20 prepaid balance … */
  type: number;
  displayString: string;
  /** For prepaid balances: the remaining funds, minor units. */
  prepaidMinor?: number;
}

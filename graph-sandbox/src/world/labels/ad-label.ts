/** An ad account's label (Meta's `AdLabel`), which campaigns, ad sets and ads carry by id. Times in epoch ms. */
export interface AdLabel {
  id: string;
  /** `act_…` */
  accountId: string;
  name: string;
  createdAt: number;
  updatedAt: number;
}

/** Label names are unique in an account, compared without case (Ads Manager refuses "Promo" beside "promo"). */
export const sameLabelName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

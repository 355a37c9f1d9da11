/** A custom conversion (`CustomConversion`): a rule over one pixel's events, owned by an ad account. Times in epoch ms. */
export interface CustomConversion {
  id: string;
  /** `act_…` */
  accountId: string;
  pixelId: string;
  name: string;
  description: string;
  /** Meta's `CustomConversion_custom_event_type`, e.g. `PURCHASE`, `LEAD`, `OTHER`. */
  customEventType: string;
  /** Meta's rule as the JSON string it sends, e.g. `{"and":[{"event":{"eq":"PageView"}},{"or":[{"URL":{"i_contains":"/thank-you"}}]}]}`. */
  rule: string;
  /** Whole units of the account currency (Meta's int `default_conversion_value`); 0 = none. */
  defaultValue: number;
  createdAt: number;
  firstFiredAt: number | null;
  lastFiredAt: number | null;
  isArchived: boolean;
  /** Seeded ad sets optimise for it (`promoted_object.custom_conversion_id`). */
  optimised: boolean;
}

/** The stored and reported action type of a custom conversion's events in insights. */
export const customConversionAction = (id: string): string => `offsite_conversion.custom.${id}`;

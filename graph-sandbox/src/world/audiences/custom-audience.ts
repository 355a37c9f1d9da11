/** A custom audience as the world stores it (GRAPH-API §13); times in epoch ms. */
export type CustomAudienceSubtype = 'WEBSITE' | 'ENGAGEMENT' | 'LOOKALIKE' | 'CUSTOM' | 'APP';

/**
 * The funnel stage an audience stands for when an ad set includes it (SPEC §9: 1 cold, 2 engagement,
 * 3 pixel visitors, 4 imported or purchase). Lookalikes reach new people, so they count as cold.
 */
export type FunnelStage = 1 | 2 | 3 | 4;

export interface CustomAudience {
  id: string;
  /** `act_…` */
  accountId: string;
  name: string;
  description: string;
  subtype: CustomAudienceSubtype;
  stage: FunnelStage;
  lowerBound: number;
  upperBound: number;
  retentionDays: number;
  /** Meta's rule JSON, as the string the platform returns. */
  rule: string | null;
  pixelId: string | null;
  lookalike: LookalikeSpec | null;
  customerFileSource: 'USER_PROVIDED_ONLY' | null;
  dataSource: { type: string; sub_type: string; creation_params?: string };
  createdAt: number;
  updatedAt: number;
}

/** What a lookalike copies and where: `ratio` is the top share of the countries' people, above `startingRatio`. */
export interface LookalikeSpec {
  originId: string;
  originName: string;
  /** The country (single-country lookalikes), or the first of `countries`. */
  country: string;
  /** Every country, when made with a `location_spec`. */
  countries?: string[];
  ratio: number;
  startingRatio?: number;
  /** `custom_ratio` when a ratio was sent, else `similarity` (top 1 %) or `reach` (top 5 %). */
  type?: 'custom_ratio' | 'similarity' | 'reach';
}

// Domain types of the session (docs/contracts.md "GET /api/user", SPEC §3).
import type { ApiData } from '../api/types';

/** The user object of the product API (`GET /api/user`, login, update-token), as the server describes it. */
export type User = ApiData<'/api/user'>;
export type UserRole = User['role'];
/** A team of the user; 0 = the user's own team. */
export type Team = User['teams'][number];
export type TeamMember = Team['users'][number];
/** An ad account as listed on the user (one entry per team that grants it). */
export type UserAdAccount = User['ad_accounts'][number];
export type Subscription = User['subscription'];

export type LocationType = 'country' | 'city' | 'region' | 'geo_market' | 'group';

export interface AudienceLocation {
  code: string;
  type: LocationType;
  name: string;
  /** Platform key for cities/regions/markets. */
  key?: string;
  /** ISO code of the country a region, city or market lies in (its name follows the language setting). */
  country?: string;
}

export type Gender = 0 | 1 | 2;
export type Relationship = 'single' | 'inRelationship' | 'married' | 'engaged' | 'notSpecified';

export interface SelectedInterest {
  id: string;
  name: string;
  type?: string;
}

export interface AudienceSettings {
  locations: AudienceLocation[];
  /** 0 any, 1 male, 2 female. */
  gender: Gender;
  ageStart: number;
  ageEnd: number;
  relationship: Relationship[];
  selected_interest: SelectedInterest | null;
  /** Potential reach per research screen. */
  potential_reach: { explore: number | null; insights: number | null; saved: number | null };
}

export type Objective =
  | 'POST_ENGAGEMENT'
  | 'BRAND_AWARENESS'
  | 'REACH'
  | 'LINK_CLICKS'
  | 'APP_INSTALLS'
  | 'VIDEO_VIEWS'
  | 'LEAD_GENERATION'
  | 'MESSAGES'
  | 'CONVERSIONS';

export type PlacementDevice = 'all' | 'desktop' | 'mobile';

export type BannerType = 'error' | 'warning' | 'info' | 'success';

export interface Banner {
  id: string;
  type: BannerType;
  /** Area the banner belongs to (e.g. 'research'); the host shows grouped banners only there. */
  group?: string;
  message: string;
  title?: string;
  /** Not dismissible by the user; removed by code. */
  persistent?: boolean;
}

/** The global graph error (SPEC §8). */
export interface GraphErrorState {
  code: number | string;
  subCode: number | null;
  message: string;
}

// Domain types of the session (docs/contracts.md "GET /api/user", SPEC §3).

export type UserRole = 'user' | 'cs' | 'admin';

export interface TeamMember {
  id: number | string;
  name: string;
}

export interface Team {
  /** 0 = the user's own team. */
  id: number;
  name: string;
  /** User id of the team owner. */
  created_by: number | string;
  /** Package (plan) name. */
  package: string | null;
  users: TeamMember[];
}

/** Ad account as listed on the user (one entry per team that grants it). */
export interface UserAdAccount {
  /** 'act_…' */
  id: string;
  account_id: string;
  name: string;
  currency: string;
  /** Team id through which the account is used (0 = own). */
  team: number;
  min_daily_budget: number;
  /** 1 active, 2 disabled, 3 unsettled, … */
  account_status: number;
  facebook_connected: boolean;
}

export interface Subscription {
  package: string | null;
  expires_at: string | null;
}

export interface User {
  id: number | string;
  login: string;
  suite_id: string | number | null;
  role: UserRole;
  agree: boolean;
  facebook_connected: boolean;
  subscription: Subscription | null;
  subscription_expired: boolean;
  teams: Team[];
  ad_accounts: UserAdAccount[];
}

export type LocationType = 'country' | 'city' | 'region' | 'geo_market' | 'group';

export interface AudienceLocation {
  code: string;
  type: LocationType;
  name: string;
  /** Platform key for cities/regions/markets. */
  key?: string;
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

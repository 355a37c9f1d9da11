export type TargetingType =
  | 'interests'
  | 'behaviors'
  | 'education_statuses'
  | 'relationship_statuses'
  | 'life_events'
  | 'industries'
  | 'income'
  | 'family_statuses'
  | 'work_positions'
  | 'work_employers'
  | 'education_schools'
  | 'education_majors';

export const TARGETING_TYPES: readonly TargetingType[] = [
  'interests',
  'behaviors',
  'education_statuses',
  'relationship_statuses',
  'life_events',
  'industries',
  'income',
  'family_statuses',
  'work_positions',
  'work_employers',
  'education_schools',
  'education_majors',
];

/** One detailed-targeting option (an AdAccountTargetingUnified row). */
export interface TargetingItem {
  id: string;
  name: string;
  type: TargetingType;
  /** Category path, the item's own name last. */
  path: string[];
  description: string | null;
  lowerBound: number;
  upperBound: number;
  /** Interest topic as `/search?type=adinterest` reports it; null for other types. */
  topic: string | null;
  /** Set on options the platform is retiring (`targetingoptionstatus`); absent means NORMAL. */
  status?: TargetingOptionStatus;
}

/** A retiring option: its status now, the planned changes, and the option the platform suggests instead. */
export interface TargetingOptionStatus {
  current: 'DEPRECATING' | 'NON-DELIVERABLE';
  futurePlan: Array<{ key: string; value: 'DEPRECATING' | 'NON-DELIVERABLE' }>;
  replacementId: string | null;
}

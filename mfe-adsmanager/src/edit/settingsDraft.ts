// The settings form of one object or many: what it starts from (each setting the selection shares, or "mixed") and
// which settings the user changed — only those are sent.
import { fromMinorUnits, type Asset } from 'shared-graph';
import type { BudgetMode } from '../bulk/bulkBudget';
import type { InterestRef, PlaceRef } from '../create/campaignPlan';
import { agesOf, audiencesOf, interestsOf, placementsOf, placesOf, sameKeys, type AudienceRef, type PlacementChoice, type TargetingSpec } from './targetingEdits';
import { toZonedInput } from './zonedTime';

/** One object the editor changes: its row, and (ad sets) its targeting as Meta has it. */
export interface EditTarget {
  asset: Asset;
  targeting: TargetingSpec | null;
}

export interface EditContext {
  currency: string;
  /** The platform's daily floor, major units. */
  minDailyBudget: number | null;
  timeZone: string | null;
}

/** The form's settings; a refusal is shown beside the one it concerns. */
export type EditField = 'name' | 'budget' | 'bidStrategy' | 'bidAmount' | 'start' | 'end' | 'age' | 'gender' | 'places' | 'interests' | 'audiences' | 'excludedAudiences' | 'placements' | 'labels';

/** A label on every selected object, on none, or on some (left as each has it). */
export type LabelState = 'on' | 'off' | 'mixed';

/** What the form holds, as typed; '' or null where the selection differs and nothing was chosen ("keep each"). */
export interface SettingsDraft {
  name: string;
  budgetMode: BudgetMode | 'keep';
  budgetValue: string;
  bidStrategy: string;
  bidAmount: string;
  /** datetime-local values in the account's time zone. */
  start: string;
  end: string;
  ageMin: string;
  ageMax: string;
  gender: string;
  places: PlaceRef[] | null;
  interests: InterestRef[] | null;
  audiences: AudienceRef[] | null;
  excludedAudiences: AudienceRef[] | null;
  placements: PlacementChoice | null;
  labels: Record<string, LabelState>;
}

export interface DraftStart {
  draft: SettingsDraft;
  /** Settings the selection does not share: the form says "mixed" and leaves each as it is unless one is chosen. */
  mixed: ReadonlySet<EditField>;
}

/** The value every entry shares, or undefined when they differ. */
function shared<T>(values: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T | undefined {
  const [first, ...rest] = values;
  return first !== undefined && rest.every((value) => same(first, value)) ? first : undefined;
}

const placeKeys = (places: readonly PlaceRef[]) => places.map((p) => `${p.type}:${p.key}`);
const refKeys = (refs: ReadonlyArray<{ id: string }>) => refs.map((r) => r.id);
const samePlaces = (a: PlaceRef[], b: PlaceRef[]) => sameKeys(placeKeys(a), placeKeys(b));
const sameRefs = (a: ReadonlyArray<{ id: string }>, b: ReadonlyArray<{ id: string }>) => sameKeys(refKeys(a), refKeys(b));
const samePlacements = (a: PlacementChoice, b: PlacementChoice) => a.mode === b.mode && (a.mode === 'automatic' || sameKeys(a.positions, b.positions));

/** The form as it opens on `targets` (one or many of one level). */
export function startDraft(targets: readonly EditTarget[], ctx: EditContext): DraftStart {
  const mixed = new Set<EditField>();
  const assets = targets.map((t) => t.asset);
  const specs = targets.map((t) => t.targeting);
  const one = targets.length === 1;
  const common = <T>(field: EditField, values: readonly T[], empty: T, same?: (a: T, b: T) => boolean): T => {
    const value = shared(values, same);
    if (value === undefined && values.length > 0) mixed.add(field);
    return value ?? empty;
  };
  const money = (minor: number | null) => (minor === null ? '' : String(fromMinorUnits(minor, ctx.currency) ?? ''));
  const known = specs.every((spec) => spec !== null);
  const labelIds = [...new Set(assets.flatMap((a) => a.adlabels.map((l) => l.id)))];
  const labels = Object.fromEntries(
    labelIds.map((id): [string, LabelState] => {
      const carrying = assets.filter((a) => a.adlabels.some((l) => l.id === id)).length;
      return [id, carrying === assets.length ? 'on' : carrying === 0 ? 'off' : 'mixed'];
    }),
  );
  if (Object.values(labels).includes('mixed')) mixed.add('labels');
  const draft: SettingsDraft = {
    name: one ? (assets[0]?.name ?? '') : '',
    budgetMode: one ? 'set' : 'keep',
    budgetValue: one && assets[0]?.budget != null ? String(assets[0].budget) : '',
    bidStrategy: common('bidStrategy', assets.map((a) => a.bid_strategy ?? ''), ''),
    bidAmount: common('bidAmount', assets.map((a) => money(a.bid_amount)), ''),
    start: common('start', assets.map((a) => toZonedInput(a.start_time, ctx.timeZone)), ''),
    end: common('end', assets.map((a) => toZonedInput(a.end_time, ctx.timeZone)), ''),
    ageMin: known ? common('age', specs.map((s) => String(agesOf(s).ageMin)), '') : '',
    ageMax: known ? common('age', specs.map((s) => String(agesOf(s).ageMax)), '') : '',
    gender: known ? common('gender', specs.map((s) => String(agesOf(s).gender)), '') : '',
    places: known ? common<PlaceRef[] | null>('places', specs.map(placesOf), null, (a, b) => samePlaces(a ?? [], b ?? [])) : null,
    interests: known ? common<InterestRef[] | null>('interests', specs.map(interestsOf), null, (a, b) => sameRefs(a ?? [], b ?? [])) : null,
    audiences: known ? common<AudienceRef[] | null>('audiences', specs.map((s) => audiencesOf(s, 'custom_audiences')), null, (a, b) => sameRefs(a ?? [], b ?? [])) : null,
    excludedAudiences: known ? common<AudienceRef[] | null>('excludedAudiences', specs.map((s) => audiencesOf(s, 'excluded_custom_audiences')), null, (a, b) => sameRefs(a ?? [], b ?? [])) : null,
    placements: known ? common<PlacementChoice | null>('placements', specs.map(placementsOf), null, (a, b) => samePlacements(a!, b!)) : null,
    labels,
  };
  return { draft, mixed };
}

/** The settings the user changed from where the form started. */
export function changedFields(draft: SettingsDraft, start: SettingsDraft): Set<EditField> {
  const changed = new Set<EditField>();
  const list = <T>(field: EditField, a: T | null, b: T | null, same: (x: T, y: T) => boolean) => {
    if (a !== null && (b === null || !same(a, b))) changed.add(field);
  };
  if (draft.name !== start.name) changed.add('name');
  if (draft.budgetMode !== start.budgetMode || draft.budgetValue.trim() !== start.budgetValue.trim()) changed.add('budget');
  if (draft.bidStrategy !== start.bidStrategy) changed.add('bidStrategy');
  if (draft.bidAmount.trim() !== start.bidAmount.trim()) changed.add('bidAmount');
  if (draft.start !== start.start) changed.add('start');
  if (draft.end !== start.end) changed.add('end');
  if (draft.ageMin !== start.ageMin || draft.ageMax !== start.ageMax) changed.add('age');
  if (draft.gender !== start.gender) changed.add('gender');
  list('places', draft.places, start.places, samePlaces);
  list('interests', draft.interests, start.interests, sameRefs);
  list('audiences', draft.audiences, start.audiences, sameRefs);
  list('excludedAudiences', draft.excludedAudiences, start.excludedAudiences, sameRefs);
  list('placements', draft.placements, start.placements, samePlacements);
  if (Object.entries(draft.labels).some(([id, state]) => state !== (start.labels[id] ?? 'off'))) changed.add('labels');
  return changed;
}

// What saving the settings form sends: per object one write of the settings the user changed, in Meta's terms
// (money as minor-unit strings, times with the account's offset, the whole targeting and label list), with what each
// showed before so the activity log reads before → after and the change can be undone. What the platform would
// refuse for certain is said first, beside its field, and nothing is sent.
import { toMinorUnits, type Asset } from 'shared-graph';
import type { AssetWrite } from '../writes/assetWrites';
import { parseGraphDateTime } from 'shared-ui';
import { planBudgetChange } from '../bulk/bulkBudget';
import { budgetHolder, parseAmount } from '../common/budgetRules';
import { placementProblem } from '../create/placements';
import { BID_STRATEGIES } from '../create/odaxMatrix';
import { changedFields, type EditContext, type EditField, type EditTarget, type SettingsDraft } from './settingsDraft';
import { editedTargeting, type AudienceEdit } from './targetingEdits';
import { fromZonedInput, zonedInstant } from './zonedTime';

export type FieldProblems = Partial<Record<EditField, string>>;

export interface SettingsPlan {
  writes: AssetWrite[];
  /** Problems to fix first (nothing is sent while there are any). */
  problems: FieldProblems;
  /** Objects a change leaves alone, and why ("Its budget is on the campaign"), by field. */
  notes: FieldProblems;
}

const CAPPED: ReadonlySet<string> = new Set(BID_STRATEGIES.filter((b) => b.needsAmount).map((b) => b.value));
export const isCapped = (strategy: string | null | undefined) => CAPPED.has(strategy ?? '');

/** Which bid settings an object takes here: a campaign's strategy only with a campaign budget; an ad set's amount always, its strategy unless its campaign holds the budget. */
export function bidScope(asset: Pick<Asset, 'level' | 'budget_type'>): { strategy: boolean; amount: boolean } {
  if (asset.level === 'campaign') return { strategy: budgetHolder(asset) === 'self', amount: false };
  if (asset.level === 'adset') return { strategy: budgetHolder(asset) !== 'campaign', amount: true };
  return { strategy: false, amount: false };
}

const instantOf = (time: string | null) => parseGraphDateTime(time)?.getTime() ?? null;
const endField = (asset: Asset) => (asset.level === 'campaign' ? 'stop_time' : 'end_time');
const minor = (major: number, currency: string) => String(toMinorUnits(major, currency));

function audienceEdit(draft: SettingsDraft, changed: Set<EditField>): AudienceEdit | null {
  const edit: AudienceEdit = {};
  if (changed.has('age')) {
    if (draft.ageMin) edit.ageMin = Number(draft.ageMin);
    if (draft.ageMax) edit.ageMax = Number(draft.ageMax);
  }
  if (changed.has('gender') && draft.gender) edit.gender = Number(draft.gender) as 0 | 1 | 2;
  if (changed.has('places') && draft.places) edit.places = draft.places;
  if (changed.has('interests') && draft.interests) edit.interests = draft.interests;
  if (changed.has('audiences') && draft.audiences) edit.audiences = draft.audiences;
  if (changed.has('excludedAudiences') && draft.excludedAudiences) edit.excludedAudiences = draft.excludedAudiences;
  if (changed.has('placements') && draft.placements) edit.placements = draft.placements;
  return Object.keys(edit).length ? edit : null;
}

/** The label ids an object carries after the change: "on" added, "off" taken off, the rest as it has them. */
function labelsAfter(asset: Asset, labels: SettingsDraft['labels']): string[] {
  const kept = asset.adlabels.map((l) => l.id).filter((id) => labels[id] !== 'off');
  const added = Object.entries(labels).filter(([id, state]) => state === 'on' && !kept.includes(id)).map(([id]) => id);
  return [...kept, ...added];
}

function checkDraft(targets: readonly EditTarget[], draft: SettingsDraft, changed: Set<EditField>, ctx: EditContext): FieldProblems {
  const problems: FieldProblems = {};
  if (changed.has('name')) {
    if (!draft.name.trim()) problems.name = 'Give it a name.';
    else if (draft.name.trim().length > 400) problems.name = 'A name can be at most 400 characters.';
  }
  const needsAmount = targets.some(({ asset }) => bidScope(asset).amount && isCapped(changed.has('bidStrategy') ? draft.bidStrategy : asset.bid_strategy));
  if (needsAmount && (changed.has('bidAmount') || changed.has('bidStrategy'))) {
    const amount = parseAmount(draft.bidAmount);
    if (amount === null || amount <= 0) problems.bidAmount = `Enter the amount in ${ctx.currency}, for example ${ctx.currency === 'USD' ? '2.50' : '5000'}.`;
  }
  if (changed.has('start') && !fromZonedInput(draft.start, ctx.timeZone)) problems.start = 'Enter a date and time to start.';
  if (changed.has('end') && draft.end && !fromZonedInput(draft.end, ctx.timeZone)) problems.end = 'Enter a date and time to end, or leave it empty to run until turned off.';
  if (!problems.start && !problems.end && (changed.has('start') || changed.has('end')) && draft.end) {
    const end = zonedInstant(draft.end, ctx.timeZone)!;
    const late = targets.some(({ asset }) => {
      const start = changed.has('start') ? zonedInstant(draft.start, ctx.timeZone) : instantOf(asset.start_time);
      return start !== null && end <= start;
    });
    if (late) problems.end = 'The end must be after the start.';
  }
  if (changed.has('age') && Number(draft.ageMin || 18) > Number(draft.ageMax || 65)) problems.age = 'The maximum age must be the same as or higher than the minimum age.';
  if (changed.has('places') && draft.places?.length === 0) problems.places = 'Add at least one location: Meta needs one.';
  if (changed.has('placements') && draft.placements?.mode === 'manual') {
    const problem = placementProblem(draft.placements.positions, 'all');
    if (problem) problems.placements = problem;
  }
  return problems;
}

/** The writes saving `draft` sends (only changed settings, only objects they change), or the problems to fix first. */
export function planSettings(targets: readonly EditTarget[], draft: SettingsDraft, start: SettingsDraft, ctx: EditContext): SettingsPlan {
  const changed = changedFields(draft, start);
  const problems = checkDraft(targets, draft, changed, ctx);
  const notes: FieldProblems = {};
  const budgetRows =
    changed.has('budget') && draft.budgetMode !== 'keep'
      ? planBudgetChange(
          targets.map((t) => t.asset),
          draft.budgetMode,
          parseAmount(draft.budgetValue),
          ctx.currency,
          ctx.minDailyBudget,
        )
      : [];
  const skippedBudgets = budgetRows.filter((row) => row.skipped !== null && row.skipped !== 'No change.');
  if (skippedBudgets.length) {
    if (targets.length === 1 || skippedBudgets.some((row) => row.skipped === 'Enter a number first.')) problems.budget = skippedBudgets[0]!.skipped!.replace('Enter a number first.', 'Enter the budget as a number.');
    else notes.budget = `${skippedBudgets.length} of ${targets.length} keep their budget: ${skippedBudgets[0]!.skipped}`;
  }
  if (Object.keys(problems).length) return { writes: [], problems, notes };

  const audience = audienceEdit(draft, changed);
  const writes: AssetWrite[] = [];
  for (const target of targets) {
    const { asset } = target;
    const params: Record<string, unknown> = {};
    const previous: Record<string, unknown> = {};
    if (changed.has('name') && draft.name.trim() !== asset.name) {
      params.name = draft.name.trim();
      previous.name = asset.name;
    }
    const budget = budgetRows.find((row) => row.asset.id === asset.id);
    if (budget && budget.skipped === null && budget.after !== null) {
      const field = `${asset.budget_type ?? 'daily'}_budget`;
      params[field] = minor(budget.after, ctx.currency);
      if (budget.before !== null) previous[field] = minor(budget.before, ctx.currency);
    }
    const scope = bidScope(asset);
    const strategyChanged = scope.strategy && changed.has('bidStrategy') && draft.bidStrategy !== '' && draft.bidStrategy !== asset.bid_strategy;
    const strategy = strategyChanged ? draft.bidStrategy : asset.bid_strategy;
    if (strategyChanged) {
      params.bid_strategy = draft.bidStrategy;
      previous.bid_strategy = asset.bid_strategy ?? 'LOWEST_COST_WITHOUT_CAP';
      // The cap this strategy had comes back with it on an undo.
      if (isCapped(asset.bid_strategy) && asset.bid_amount !== null) previous.bid_amount = String(asset.bid_amount);
    }
    if (scope.amount && isCapped(strategy) && (changed.has('bidAmount') || strategyChanged)) {
      const amount = minor(parseAmount(draft.bidAmount)!, ctx.currency);
      if (strategyChanged || amount !== String(asset.bid_amount)) {
        params.bid_amount = amount;
        if (!strategyChanged && asset.bid_amount !== null) previous.bid_amount = String(asset.bid_amount);
      }
    }
    if (asset.level !== 'ad' && changed.has('start')) {
      const startTime = fromZonedInput(draft.start, ctx.timeZone)!;
      if (zonedInstant(draft.start, ctx.timeZone) !== instantOf(asset.start_time)) {
        params.start_time = startTime;
        previous.start_time = asset.start_time ?? '';
      }
    }
    if (asset.level !== 'ad' && changed.has('end')) {
      // Empty: runs until turned off (Meta takes 0 for "no end").
      params[endField(asset)] = draft.end ? fromZonedInput(draft.end, ctx.timeZone)! : '0';
      previous[endField(asset)] = asset.end_time ?? '';
    }
    if (asset.level === 'adset' && audience && target.targeting) {
      const next = editedTargeting(target.targeting, audience);
      if (JSON.stringify(next) !== JSON.stringify(target.targeting)) {
        params.targeting = next;
        previous.targeting = target.targeting;
      }
    }
    if (changed.has('labels')) {
      const after = labelsAfter(asset, draft.labels);
      const before = asset.adlabels.map((l) => l.id);
      if (after.length !== before.length || after.some((id) => !before.includes(id))) {
        params.adlabels = after.map((id) => ({ id }));
        previous.adlabels = asset.adlabels.map(({ id, name }) => ({ id, name }));
      }
    }
    if (Object.keys(params).length) writes.push({ asset, change: { kind: 'settings', params, previous } });
  }
  return { writes, problems, notes };
}

// The settings editor's state: the form as typed, what saving it would send, and what the platform said. A save
// sends only changed settings; objects the platform accepted leave the form (a second Save retries the refused
// ones), each refusal is shown beside its setting in the platform's words, and the form keeps what was typed.
import { useMemo, useState } from 'react';
import { notifyWritten } from '../writes/undoToast';
import type { WriteResult } from '../writes/assetWrites';
import { describeAsset } from '../asset-table/assetContext';
import { countOf } from '../common/levels';
import { refusalField } from './refusalField';
import { changedFields, startDraft, type EditContext, type EditField, type EditTarget, type SettingsDraft } from './settingsDraft';
import { planSettings, type FieldProblems } from './settingsPlan';
import { useSettingsWrites, type SavedRow } from './useSettingsWrites';

const FIELD_OF: Record<keyof SettingsDraft, EditField> = {
  name: 'name',
  budgetMode: 'budget',
  budgetValue: 'budget',
  bidStrategy: 'bidStrategy',
  bidAmount: 'bidAmount',
  start: 'start',
  end: 'end',
  ageMin: 'age',
  ageMax: 'age',
  gender: 'gender',
  places: 'places',
  interests: 'interests',
  audiences: 'audiences',
  excludedAudiences: 'excludedAudiences',
  placements: 'placements',
  labels: 'labels',
};

const WORDS: Array<[RegExp, string]> = [
  [/^name$/, 'name'],
  [/_budget$/, 'budget'],
  [/^bid_/, 'bid'],
  [/_time$/, 'schedule'],
  [/^targeting$/, 'audience and placements'],
  [/^adlabels$/, 'labels'],
];

/** "name, bid and labels" for the params of the writes. */
function changedWords(rows: readonly SavedRow[], params: ReadonlyMap<string, Record<string, unknown>>): string {
  const words = new Set<string>();
  for (const row of rows) for (const key of Object.keys(params.get(row.id) ?? {})) words.add(WORDS.find(([pattern]) => pattern.test(key))?.[1] ?? key);
  const list = [...words];
  return list.length <= 1 ? (list[0] ?? 'settings') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

export type SaveOutcome = 'done' | 'kept';

export function useSettingsForm(targets: readonly EditTarget[], ctx: EditContext) {
  const [start] = useState(() => startDraft(targets, ctx));
  const [draft, setDraft] = useState(start.draft);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set(targets.map((t) => t.asset.id)));
  const [attempted, setAttempted] = useState(false);
  const [refusals, setRefusals] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [results, setResults] = useState<SavedRow[] | null>(null);
  const [attempts, setAttempts] = useState(0);
  const writer = useSettingsWrites();
  const open = useMemo(() => targets.filter((t) => pending.has(t.asset.id)), [targets, pending]);
  const plan = useMemo(() => planSettings(open, draft, start.draft, ctx), [open, draft, start.draft, ctx]);
  const errors: FieldProblems = { ...(attempted ? plan.problems : {}), ...refusals };

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setRefusals(({ [FIELD_OF[key]]: _gone, ...rest }) => rest);
    setFormError(null);
  };

  /** Saves; `attempts` counts the answers (problems found, or the platform's), so the form can focus what is marked. */
  const save = async (): Promise<SaveOutcome> => {
    const outcome = await send();
    setAttempts((n) => n + 1);
    return outcome;
  };

  const send = async (): Promise<SaveOutcome> => {
    setAttempted(true);
    setFormError(null);
    if (Object.keys(plan.problems).length) return 'kept';
    if (plan.writes.length === 0) {
      setFormError(changedFields(draft, start.draft).size === 0 ? 'Nothing is changed yet: change a setting, then save.' : 'These settings are already what you chose: nothing to save.');
      return 'kept';
    }
    const params = new Map(plan.writes.map((w) => [w.asset.id, w.change.kind === 'settings' ? w.change.params : {}]));
    const rows = await writer.save(plan.writes);
    const accepted = rows.filter((row) => row.ok);
    const refused = rows.filter((row) => !row.ok);
    if (accepted.length) {
      const first = targets.find((t) => t.asset.id === accepted[0]!.id)!.asset;
      const whose = accepted.length === 1 ? describeAsset(first) : countOf(first.level, accepted.length);
      const what = changedWords(accepted, params);
      notifyWritten(`Saved the ${what} of ${whose}.`, accepted.map((row) => row.result as WriteResult), `the change of ${what} of ${whose}`);
    }
    if (refused.length === 0) return 'done';
    // Meta's refusal beside the setting it blames; for many objects, each named.
    const one = targets.length === 1;
    const placed: FieldProblems = {};
    const unplaced: string[] = [];
    for (const row of refused) {
      const field = refusalField(row.error);
      const words = one ? (row.message ?? '') : `${row.name}: ${row.message ?? ''}`;
      if (field) placed[field] = placed[field] ? `${placed[field]} ${words}` : words;
      else unplaced.push(words);
    }
    setRefusals(placed);
    setFormError(unplaced.length ? unplaced.join(' ') : null);
    setPending(new Set(refused.map((row) => row.id)));
    if (!one) setResults(rows);
    return 'kept';
  };

  return { draft, set, start, errors, notes: plan.notes, formError, results, save, saving: writer.running, open, attempts, savedSome: results?.some((row) => row.ok) ?? false };
}

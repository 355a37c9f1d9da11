// What every section of the settings editor receives: the form, its setter, the words beside each setting, the
// settings the selection does not share, and the objects and account it edits.
import type { FieldProblems } from './settingsPlan';
import type { EditContext, EditField, EditTarget, SettingsDraft } from './settingsDraft';

export interface SectionProps {
  draft: SettingsDraft;
  set: <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => void;
  /** Problems and the platform's refusals, by setting. */
  errors: FieldProblems;
  /** Objects a change leaves alone, by setting. */
  notes: FieldProblems;
  mixed: ReadonlySet<EditField>;
  targets: readonly EditTarget[];
  ctx: EditContext;
  accountId: string;
  teamId: number;
  disabled: boolean;
}

/** "Mixed: each keeps its own" — the words for a setting the selection does not share. */
export const MIXED = 'Mixed: each keeps its own';

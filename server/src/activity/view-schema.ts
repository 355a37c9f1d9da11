/** What the team activity log answers (SPEC §3 "Team activity record"): schemas. */
import Type from 'typebox';
import { Enum, OrNull } from '../http/responses';

/** What an undo did with one change (one object), in words. */
export const undoResult = Type.Object({
  activity_id: Type.Integer(),
  object_id: Type.String(),
  object_type: Type.String(),
  object_name: Type.String(),
  result: Enum(['restored', 'conflict', 'unchanged', 'failed', 'not_undoable', 'in_progress'] as const),
  message: Type.String(),
  /** The change had been undone before: this is that undo's result, nothing was written again. */
  earlier: Type.Boolean(),
});

export const undoAnswer = Type.Object({
  /** The batch the undo's own writes were recorded as (null when it wrote nothing). */
  batch_id: OrNull(Type.String()),
  results: Type.Array(undoResult),
});

export const activityEntry = Type.Object({
  id: Type.Integer(),
  /** 0 = the user's own log. */
  team_id: Type.Integer(),
  account_id: Type.String(),
  user: Type.Object({ id: Type.Integer(), name: Type.String() }),
  activity: Type.Object({
    object_id: Type.String(),
    object_type: Type.String(),
    object_name: Type.String(),
    /** The campaign (and ad set) the object belongs to, when the writer named them. */
    campaign_name: OrNull(Type.String()),
    adset_name: OrNull(Type.String()),
    /** The values before and the changes, as the client recorded them. */
    original: Type.Unknown(),
    changes: Type.Unknown(),
  }),
  /**
   * The automation rule that made the change; its ids are null once the rule or run is deleted. `link`: the page
   * that explains the change (the run in the rule's history), null once the rule is deleted; the log names no area.
   */
  rule: OrNull(Type.Object({ id: OrNull(Type.Integer()), name: Type.String(), run_id: OrNull(Type.Integer()), link: OrNull(Type.String()) })),
  created_at: Type.String(),
  /** The write request it was part of, and how many changes that request made (a bulk change is undone together). */
  batch_id: OrNull(Type.String()),
  batch_size: Type.Integer(),
  /** Set on an undo's writes: the change they took back. */
  undoes_activity_id: OrNull(Type.Integer()),
  /** Why it cannot be undone, in words; null when it can. */
  undo_refusal: OrNull(Type.String()),
  /** The undo that took it back (or found it changed since), once there was one. */
  undone: OrNull(Type.Object({ user: Type.Object({ id: Type.Integer(), name: Type.String() }), at: Type.String(), result: undoResult })),
});

export const activitiesRecorded = Type.Object({ recorded: Type.Integer() });

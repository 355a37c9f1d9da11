/** What the team activity log answers (SPEC §3 "Team activity record"): schemas. */
import Type from 'typebox';
import { OrNull } from '../http/responses';

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
  /** The automation rule that made the change; its ids are null once the rule or run is deleted. */
  rule: OrNull(Type.Object({ id: OrNull(Type.Integer()), name: Type.String(), run_id: OrNull(Type.Integer()) })),
  created_at: Type.String(),
});

export const activitiesRecorded = Type.Object({ recorded: Type.Integer() });

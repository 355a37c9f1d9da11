/** What the team routes answer (Settings › Team, /join): schemas. */
import Type from 'typebox';
import { Enum, OrNull } from '../http/responses';

export const teamMemberView = Type.Object({ id: Type.Integer(), name: Type.String(), role: Enum(['owner', 'member'] as const) });

export const teamDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_by: Type.Integer(),
  package: OrNull(Type.String()),
  is_owner: Type.Boolean(),
  created_at: Type.String(),
  /** Owner first. */
  users: Type.Array(teamMemberView),
});

/** The caller's teams and the analytics plan name (SPEC §6). */
export const teamList = Type.Object({ teams: Type.Array(teamDetail), plan_name: Type.String() });

export const teamInvite = Type.Object({ token: Type.String(), path: Type.String(), team_id: Type.Integer(), expires_at: Type.String() });

/** An invitation as /join shows it before it is accepted. */
export const invitePreview = Type.Object({
  team: Type.Object({ id: Type.Integer(), name: Type.String(), owner: OrNull(Type.String()), members: Type.Integer() }),
  expires_at: Type.String(),
  already_member: Type.Boolean(),
});

export const memberRemoved = Type.Object({ removed: Type.Integer() });
export const teamLeft = Type.Object({ left: Type.Integer() });

import { api } from 'shared-graph';

export interface TeamMemberInfo {
  id: number;
  name: string;
  role: 'owner' | 'member';
}

export interface TeamInfo {
  id: number;
  name: string;
  created_by: number;
  package: string | null;
  is_owner: boolean;
  created_at: string;
  users: TeamMemberInfo[];
}

export interface Invitation {
  token: string;
  path: string;
  team_id: number;
  expires_at: string;
}

export interface InvitationPreview {
  team: { id: number; name: string; owner: string | null; members: number };
  expires_at: string;
  already_member: boolean;
}

export const teamApi = {
  list: (signal?: AbortSignal) => api.get<{ teams: TeamInfo[]; plan_name: string }>('team', { signal }),
  create: (name: string) => api.post<TeamInfo>('team', { name }),
  invite: (teamId: number) => api.post<Invitation>(`team/${teamId}/invite`),
  removeMember: (teamId: number, userId: number) => api.delete<{ removed: number }>(`team/${teamId}/member/${userId}`),
  leave: (teamId: number) => api.post<{ left: number }>(`team/${teamId}/leave`),
  preview: (token: string, signal?: AbortSignal) => api.get<InvitationPreview>(`join/${encodeURIComponent(token)}`, { signal }),
  accept: (token: string) => api.post<TeamInfo>(`join/${encodeURIComponent(token)}`),
};

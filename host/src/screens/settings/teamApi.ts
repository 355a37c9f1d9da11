import { productApi, type ApiData } from 'shared-graph';

export type TeamInfo = ApiData<'/api/team'>['teams'][number];
export type TeamMemberInfo = TeamInfo['users'][number];
export type Invitation = ApiData<'/api/team/{id}/invite', 'post'>;
export type InvitationPreview = ApiData<'/api/join/{token}'>;

export const teamApi = {
  list: (signal?: AbortSignal) => productApi.get('/api/team', { signal }),
  create: (name: string) => productApi.post('/api/team', { body: { name } }),
  invite: (teamId: number) => productApi.post('/api/team/{id}/invite', { params: { id: teamId } }),
  removeMember: (teamId: number, userId: number) => productApi.delete('/api/team/{id}/member/{userId}', { params: { id: teamId, userId } }),
  leave: (teamId: number) => productApi.post('/api/team/{id}/leave', { params: { id: teamId } }),
  preview: (token: string, signal?: AbortSignal) => productApi.get('/api/join/{token}', { params: { token }, signal }),
  accept: (token: string) => productApi.post('/api/join/{token}', { params: { token } }),
};

import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { lockUser } from '../user/users';
import type { TeamRow } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { consumeInvite, createInvite, findUsableInvite } from './invites';
import { findTeamCreatedBy, isMember, memberTeamOr404, ownedTeamOr403, removeMember } from './membership';
import { Answer, CreatedAnswer } from '../http/responses';
import { createTeamBody, joinParams, memberParams, teamParams } from './schema';
import * as answers from './view-schema';
import { addTeamMember, createTeam, listTeamsOf, type TeamWithMembers } from './teams';
import { changed } from '../db/write-tracker';

export const TEAM_MEMBER_PLAN = 'Team member';

/** SPEC §6: the analytics plan name is the package of the team the user created, otherwise 'Team member'. */
export function analyticsPlanName(userId: number, teams: readonly Pick<TeamRow, 'createdBy' | 'package'>[]): string {
  return teams.find((team) => team.createdBy === userId && team.package)?.package ?? TEAM_MEMBER_PLAN;
}

function teamView(team: TeamWithMembers, userId: number) {
  return {
    id: team.id,
    name: team.name,
    created_by: team.createdBy,
    package: team.package,
    is_owner: team.createdBy === userId,
    created_at: team.createdAt.toISOString(),
    users: team.members.map((member) => ({ ...member, role: member.id === team.createdBy ? ('owner' as const) : ('member' as const) })),
  };
}

const conflict = (code: string, message: string) => new ApiError(409, code, message);

/**
 * Teams: GET|POST /api/team, POST /api/team/:id/invite, GET|POST /api/join/:token,
 * DELETE /api/team/:id/member/:userId, POST /api/team/:id/leave. Strangers get 404 for any team id.
 */
export function teamRoutes(ctx: AppContext) {
  const { database } = ctx;
  const { db } = database;

  return async function register(app: Api) {
    app.get('/api/team', { schema: { response: Answer(answers.teamList) }, onRequest: requireUser }, async (request) => {
      const user = currentUser(request);
      const teams = await listTeamsOf(db, user.id);
      return { data: { teams: teams.map((team) => teamView(team, user.id)), plan_name: analyticsPlanName(user.id, teams) } };
    });

    app.post(
      '/api/team',
      { schema: { body: createTeamBody, response: CreatedAnswer(answers.teamDetail) }, onRequest: requireUser },
      async (request, reply) => {
        const user = currentUser(request);
        const name = request.body.name.trim();
        if (!name) throw badRequest('The team name must not be only spaces.');
        const created = await database.writes.changing([changed.user(user.id)], () =>
          database.transaction(async (tx) => {
            await lockUser(tx, user.id);
            if (await findTeamCreatedBy(tx, user.id)) throw conflict('team_exists', 'You already own a team; invite people to it instead');
            return createTeam(tx, { name, createdBy: user.id, package: user.subscriptionPackage });
          }),
        );
        const team = (await listTeamsOf(db, user.id)).find((t) => t.id === created.id)!;
        return reply.status(201).send({ data: teamView(team, user.id) });
      },
    );

    app.post(
      '/api/team/:id/invite',
      { schema: { params: teamParams, response: CreatedAnswer(answers.teamInvite) }, onRequest: requireUser },
      async (request, reply) => {
        const user = currentUser(request);
        const team = await ownedTeamOr403(db, Number(request.params.id), user.id);
        const { token, invite } = await createInvite(db, team.id, user.id);
        return reply.status(201).send({ data: { token, path: `/join/${token}`, team_id: team.id, expires_at: invite.expiresAt.toISOString() } });
      },
    );

    app.get(
      '/api/join/:token',
      { schema: { params: joinParams, response: Answer(answers.invitePreview) }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        const invite = await findUsableInvite(db, request.params.token);
        if (!invite) throw notFound('This invitation link is invalid, already used or expired');
        const team = (await listTeamsOf(db, invite.createdBy)).find((t) => t.id === invite.teamId);
        if (!team) throw notFound('This invitation link is invalid, already used or expired');
        const owner = team.members.find((m) => m.id === team.createdBy);
        return {
          data: {
            team: { id: team.id, name: team.name, owner: owner?.name ?? null, members: team.members.length },
            expires_at: invite.expiresAt.toISOString(),
            already_member: team.members.some((m) => m.id === user.id),
          },
        };
      },
    );

    app.post(
      '/api/join/:token',
      { schema: { params: joinParams, response: Answer(answers.teamDetail) }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        const teamId = await database.writes.changing([changed.user(user.id)], () =>
          database.transaction(async (tx) => {
            const invite = await findUsableInvite(tx, request.params.token);
            if (!invite) throw notFound('This invitation link is invalid, already used or expired');
            if (await isMember(tx, invite.teamId, user.id)) throw conflict('already_member', 'You are already a member of this team');
            if (!(await consumeInvite(tx, invite.id, user.id))) throw notFound('This invitation link is invalid, already used or expired');
            database.writes.alsoChanged(changed.team(invite.teamId));
            await addTeamMember(tx, invite.teamId, user.id);
            return invite.teamId;
          }),
        );
        request.log.info({ userId: user.id, teamId }, 'team invitation accepted');
        const team = (await listTeamsOf(db, user.id)).find((t) => t.id === teamId)!;
        return { data: teamView(team, user.id) };
      },
    );

    app.delete(
      '/api/team/:id/member/:userId',
      { schema: { params: memberParams, response: Answer(answers.memberRemoved) }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        const team = await ownedTeamOr403(db, Number(request.params.id), user.id);
        const memberId = Number(request.params.userId);
        if (memberId === user.id) throw badRequest('The owner cannot be removed from their own team');
        const removed = await database.writes.changing([changed.team(team.id), changed.user(memberId)], () => removeMember(db, team.id, memberId));
        if (!removed) throw notFound('That user is not a member of this team');
        return { data: { removed: memberId } };
      },
    );

    app.post(
      '/api/team/:id/leave',
      { schema: { params: teamParams, response: Answer(answers.teamLeft) }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        const team = await memberTeamOr404(db, Number(request.params.id), user.id);
        if (team.createdBy === user.id) throw badRequest('The owner cannot leave their own team');
        await database.writes.changing([changed.team(team.id), changed.user(user.id)], () => removeMember(db, team.id, user.id));
        return { data: { left: team.id } };
      },
    );
  };
}

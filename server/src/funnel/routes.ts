import Type from 'typebox';
import type { FastifyReply } from 'fastify';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { resolveTeamToken } from '../graph-proxy/team-token';
import type { Api } from '../http/api';
import { badRequest } from '../http/errors';
import { Answer } from '../http/responses';
import { teamAccess } from '../teams/membership';
import { OWN_TEAM_ID } from '../teams/teams';
import { readAccountStages } from './adset-stages';
import { createBatchRunner, PlatformFailure, type BatchRunner } from './platform-batch';
import { adsetStage, adsmgrFunnelBody, dashboardFunnel, dashboardFunnelBody, teamQuery, type TeamQuery } from './schema';
import { readStageInsights, type TimeRange } from './stage-insights';

/** Platform code 190: the token's session is invalid or expired (answered with HTTP 401, as the proxy does). */
const EXPIRED_SESSION_CODE = 190;

/** The team owner's connection, for members of the team only; another team is not found (its existence is no one else's business). */
async function teamRunner(ctx: AppContext, user: UserRow, query: TeamQuery): Promise<{ run: BatchRunner; teamId: number }> {
  const teamId = query.team === undefined ? OWN_TEAM_ID : Number(query.team);
  await teamAccess(ctx.database.db, teamId, user.id);
  const { token } = await resolveTeamToken(ctx, user, String(teamId));
  return { run: createBatchRunner(ctx, token), teamId };
}

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function checkTimeRanges(ranges: readonly TimeRange[]): void {
  for (const range of ranges) {
    for (const [text, title] of [
      [range.since, 'start date'],
      [range.until, 'end date'],
    ] as const) {
      if (!isCalendarDate(text)) throw badRequest(`The ${title} ${text} is not a day of the calendar.`);
    }
    if (range.since > range.until) throw badRequest(`The start date ${range.since} is after the end date ${range.until}.`);
  }
}

/** A refusal of the platform in the API envelope, with Meta's error object beside it; code 190 → HTTP 401 as on the proxy. */
function sendPlatformFailure(reply: FastifyReply, failure: PlatformFailure, teamId: number) {
  const expired = failure.graph.code === EXPIRED_SESSION_CODE;
  // A platform outage (5xx) is a bad gateway here: the product server itself did not fail.
  const status = expired ? 401 : failure.status >= 400 && failure.status < 500 ? failure.status : 502;
  const message = expired
    ? teamId === OWN_TEAM_ID
      ? 'Your Facebook session has expired. Reconnect Facebook in Integrations.'
      : "The team owner's Facebook session has expired. Ask the owner to reconnect Facebook."
    : failure.graph.message
      ? `Facebook refused the request: ${failure.graph.message}`
      : 'Facebook could not answer the request. Please try again.';
  return reply.status(status).send({ error: { code: 'graph_error', message, graph: failure.graph } });
}

/** SPEC §7 `POST /dashboard/funnel` and `POST /adsmgr/funnel`: funnel stages from each ad set's audiences. */
export function funnelRoutes(ctx: AppContext) {
  return async function register(app: Api) {
    app.post(
      '/api/dashboard/funnel',
      { schema: { querystring: teamQuery, body: dashboardFunnelBody, response: Answer(dashboardFunnel) }, preHandler: requireUser },
      async (request, reply) => {
        const { adaccounts, fields, time_ranges: timeRanges } = request.body;
        checkTimeRanges(timeRanges);
        const { run, teamId } = await teamRunner(ctx, currentUser(request), request.query);
        try {
          const accounts = await readAccountStages(run, adaccounts);
          return { data: { accounts: await readStageInsights(run, accounts, fields, timeRanges) } };
        } catch (error) {
          if (error instanceof PlatformFailure) return sendPlatformFailure(reply, error, teamId);
          throw error;
        }
      },
    );

    app.post(
      '/api/adsmgr/funnel',
      { schema: { querystring: teamQuery, body: adsmgrFunnelBody, response: Answer(Type.Array(adsetStage)) }, preHandler: requireUser },
      async (request, reply) => {
        const { adaccount, adsets } = request.body;
        const { run, teamId } = await teamRunner(ctx, currentUser(request), request.query);
        try {
          const [account] = await readAccountStages(run, [adaccount]);
          const wanted = adsets ? new Set(adsets) : null;
          return { data: account!.adsets.filter((adset) => !wanted || wanted.has(adset.id)) };
        } catch (error) {
          if (error instanceof PlatformFailure) return sendPlatformFailure(reply, error, teamId);
          throw error;
        }
      },
    );
  };
}

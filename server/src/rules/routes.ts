import Type from 'typebox';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { ApiError, fieldValidationError } from '../http/errors';
import type { RuleDefinition } from './definition';
import { ruleDefinitionProblems } from './definition';
import { markHeldObjects } from './dry-run-holds';
import { listRuns } from './history';
import { revertRun, runDetail } from './revert-run';
import { listNotices, markAllNoticesRead, markNoticeRead } from './notice-list';
import { evaluateRule, runNow, type RunDependencies } from './run-rule';
import { createRule, deleteRule, findRule, listRules, requireOwnerAdAccount, scopeFor, setRuleEnabled, updateRule, type RuleScope } from './rules';
import { ruleView } from './rule-view';
import { Answer, CreatedAnswer, PageAnswer } from '../http/responses';
import * as answers from './view-schema';
import {
  historyQuery,
  noticeQuery,
  noticeReadBody,
  ruleBody,
  ruleListQuery,
  ruleParams,
  runParams,
  statusBody,
  teamOnlyQuery,
  type RuleBody,
  type TeamOnlyQuery,
} from './schema';

/** The builder's body: schema errors and rule problems as 400s naming the field; nothing is saved. */
function checkedBody(request: FastifyRequest): { accountId: string; definition: RuleDefinition } {
  if (request.validationError) throw fieldValidationError(request.validationError as Parameters<typeof fieldValidationError>[0]);
  const { account_id: accountId, ...definition } = request.body as RuleBody;
  const [problem] = ruleDefinitionProblems(definition);
  if (problem) throw new ApiError(400, 'bad_request', problem.message, problem.field);
  return { accountId, definition };
}

/** Automation rules (issue 12): CRUD, dry run, run now, history; team-scoped by the `team` query parameter. */
export function ruleRoutes(ctx: AppContext, deps: () => RunDependencies) {
  const { database } = ctx;
  const now = () => (deps().now ?? (() => new Date()))();

  async function scopeOf(request: FastifyRequest<{ Querystring: TeamOnlyQuery }>): Promise<RuleScope> {
    return scopeFor(database.db, currentUser(request).id, Number(request.query.team ?? 0));
  }

  return async function register(app: Api) {
    app.get('/api/rules', { schema: { querystring: ruleListQuery, response: Answer(Type.Array(answers.ruleView)) }, onRequest: requireUser }, async (request) => {
      const scope = await scopeOf(request);
      const rows = await listRules(database.db, scope, { q: request.query.q, status: request.query.status, accountId: request.query.account });
      return { data: rows.map(({ rule, lastRun }) => ruleView(rule, lastRun)) };
    });

    app.post(
      '/api/rules',
      { schema: { querystring: teamOnlyQuery, body: ruleBody, response: CreatedAnswer(answers.ruleView) }, onRequest: requireUser, attachValidation: true },
      async (request, reply) => {
        const scope = await scopeOf(request);
        const { accountId, definition } = checkedBody(request);
        const account = await requireOwnerAdAccount(database.db, scope, accountId);
        const rule = await createRule(database.db, scope, currentUser(request).id, { accountId, definition, timeZone: account.timezoneName }, now());
        reply.code(201);
        return { data: ruleView(rule, null) };
      },
    );

    /** The builder's preview of an unsaved rule: what would match and change now; acts on nothing. */
    app.post(
      '/api/rules/dry-run',
      { schema: { querystring: teamOnlyQuery, body: ruleBody, response: Answer(answers.runReport) }, onRequest: requireUser, attachValidation: true },
      async (request) => {
        const scope = await scopeOf(request);
        const { accountId, definition } = checkedBody(request);
        await requireOwnerAdAccount(database.db, scope, accountId);
        const draft = {
          id: 0,
          teamId: scope.teamId === 0 ? null : scope.teamId,
          createdBy: currentUser(request).id,
          accountId,
          name: definition.name,
          definition,
          enabled: definition.enabled,
          disabledReason: null,
          nextRunAt: null,
          createdAt: now(),
          updatedAt: now(),
        };
        return { data: await evaluateRule(deps(), { rule: draft, definition, accountId }, { dryRun: true }) };
      },
    );

    app.get('/api/rules/history', { schema: { querystring: historyQuery, response: PageAnswer(Type.Array(answers.runListItem)) }, onRequest: requireUser }, async (request) => {
      const scope = await scopeOf(request);
      const { items, hasMore } = await listRuns(database.db, scope, {
        ruleId: request.query.rule ? Number(request.query.rule) : undefined,
        status: request.query.status,
        trigger: request.query.trigger,
        page: Number(request.query.page ?? 1),
      });
      return { data: items, has_more: hasMore };
    });

    /** The caller's own notices, whichever team's rule raised them. */
    app.get('/api/rules/notices', { schema: { querystring: noticeQuery, response: Answer(answers.noticeList) }, onRequest: requireUser }, async (request) => {
      const { items, unread } = await listNotices(database.db, currentUser(request).id, { unreadOnly: request.query.unread === 'true' });
      return { data: { notices: items, unread } };
    });

    app.post('/api/rules/notices/read', { schema: { body: noticeReadBody, response: Answer(answers.noticesMarked) }, onRequest: requireUser }, async (request) => {
      const userId = currentUser(request).id;
      if (request.body.all) return { data: { marked: await markAllNoticesRead(database.db, userId, now()) } };
      if (request.body.id === undefined) throw new ApiError(400, 'bad_request', 'Name the notice to mark as read, or all of them.', '/id');
      await markNoticeRead(database.db, userId, request.body.id, now());
      return { data: { marked: 1 } };
    });

    app.get('/api/rules/:id', { schema: { querystring: teamOnlyQuery, params: ruleParams, response: Answer(answers.ruleView) }, onRequest: requireUser }, async (request) => {
      const scope = await scopeOf(request);
      const rule = await findRule(database.db, scope, Number(request.params.id));
      const [last] = (await listRules(database.db, scope, {})).filter((row) => row.rule.id === rule.id);
      return { data: ruleView(rule, last?.lastRun ?? null) };
    });

    app.put(
      '/api/rules/:id',
      { schema: { querystring: teamOnlyQuery, params: ruleParams, body: ruleBody, response: Answer(answers.ruleView) }, onRequest: requireUser, attachValidation: true },
      async (request) => {
        const scope = await scopeOf(request);
        await findRule(database.db, scope, Number(request.params.id));
        const { accountId, definition } = checkedBody(request);
        const account = await requireOwnerAdAccount(database.db, scope, accountId);
        const rule = await updateRule(database.db, scope, Number(request.params.id), { accountId, definition, timeZone: account.timezoneName }, now());
        return { data: ruleView(rule, null) };
      },
    );

    app.patch(
      '/api/rules/:id',
      { schema: { querystring: teamOnlyQuery, params: ruleParams, body: statusBody, response: Answer(answers.ruleView) }, onRequest: requireUser },
      async (request) => {
        const scope = await scopeOf(request);
        const rule = await findRule(database.db, scope, Number(request.params.id));
        const account = await requireOwnerAdAccount(database.db, scope, rule.accountId);
        return { data: ruleView(await setRuleEnabled(database.db, scope, rule, request.body.enabled, account.timezoneName, now()), null) };
      },
    );

    app.delete('/api/rules/:id', { schema: { querystring: teamOnlyQuery, params: ruleParams, response: Answer(Type.Object({ id: Type.Integer() })) }, onRequest: requireUser }, async (request) => {
      const id = Number(request.params.id);
      await deleteRule(database.db, await scopeOf(request), id);
      return { data: { id } };
    });

    app.post('/api/rules/:id/dry-run', { schema: { querystring: teamOnlyQuery, params: ruleParams, response: Answer(answers.runReport) }, onRequest: requireUser }, async (request) => {
      const rule = await findRule(database.db, await scopeOf(request), Number(request.params.id));
      const report = await evaluateRule(deps(), { rule, definition: rule.definition, accountId: rule.accountId }, { dryRun: true });
      // What Run now would leave alone (cool-down, limit per object) is said, so the confirmation lists only real changes.
      return { data: await markHeldObjects(database.db, rule.id, rule.definition, report, now()) };
    });

    app.post('/api/rules/:id/run', { schema: { querystring: teamOnlyQuery, params: ruleParams, response: Answer(answers.runNowReport) }, onRequest: requireUser }, async (request) => {
      const rule = await findRule(database.db, await scopeOf(request), Number(request.params.id));
      const { runId, report } = await runNow(deps(), rule);
      return { data: { run_id: runId, ...report } };
    });

    app.get('/api/rules/:id/history', { schema: { querystring: historyQuery, params: ruleParams, response: PageAnswer(Type.Array(answers.runListItem)) }, onRequest: requireUser }, async (request) => {
      const scope = await scopeOf(request);
      const rule = await findRule(database.db, scope, Number(request.params.id));
      const { items, hasMore } = await listRuns(database.db, scope, {
        ruleId: rule.id,
        status: request.query.status,
        trigger: request.query.trigger,
        page: Number(request.query.page ?? 1),
      });
      return { data: items, has_more: hasMore };
    });

    app.get('/api/rules/:id/history/:runId', { schema: { querystring: teamOnlyQuery, params: runParams, response: Answer(answers.runDetail) }, onRequest: requireUser }, async (request) => {
      const scope = await scopeOf(request);
      const rule = await findRule(database.db, scope, Number(request.params.id));
      return { data: await runDetail(deps(), rule, Number(request.params.runId)) };
    });

    /** Takes back what a run changed where nothing changed it since; answers the revert run's detail. */
    app.post('/api/rules/:id/history/:runId/revert', { schema: { querystring: teamOnlyQuery, params: runParams, response: Answer(answers.runDetail) }, onRequest: requireUser }, async (request) => {
      const rule = await findRule(database.db, await scopeOf(request), Number(request.params.id));
      const revertId = await revertRun(deps(), rule, Number(request.params.runId), currentUser(request).id);
      return { data: await runDetail(deps(), rule, revertId) };
    });
  };
}

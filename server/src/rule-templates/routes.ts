import type { FastifyRequest } from 'fastify';
import { currentUser, requireRole, requireUser } from '../auth/guards';
import { recordAudit } from '../admin/audit';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { Api } from '../http/api';
import { ApiError, badRequest, fieldValidationError, notFound } from '../http/errors';
import { definitionProblem } from './definition';
import { createTemplateBody, orderBody, templateParams, updateTemplateBody } from './requests';
import {
  adminTemplateView,
  createTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  nameTaken,
  reorderTemplates,
  templateView,
  updateTemplate,
  type TemplateInput,
} from './templates';
import { adminTemplateView as adminTemplateSchema, templateDeleted, templateView as templateSchema } from './view-schema';
import { Answer, CreatedAnswer } from '../http/responses';
import Type from 'typebox';

const nameExists = () => new ApiError(409, 'template_exists', 'A template with this name exists already. Choose another name.');

/** Schema errors as 400s naming the field (the editor shows each beside its field, as the users' builder does). */
function checkSchema(request: FastifyRequest) {
  if (request.validationError) throw fieldValidationError(request.validationError as Parameters<typeof fieldValidationError>[0]);
}

/** Trims the texts and checks what the schema cannot (the definition's own rules, a free name). */
async function checkedInput(db: Db, input: TemplateInput, exceptId?: number): Promise<TemplateInput> {
  const out: TemplateInput = { ...input };
  if (input.name !== undefined) out.name = input.name.trim();
  if (input.category !== undefined) out.category = input.category.trim();
  if (input.description !== undefined) out.description = input.description.trim();
  if (out.name === '') throw badRequest('The template name is required.');
  if (out.category === '') throw badRequest('The category is required.');
  if (out.definition) {
    const problem = definitionProblem(out.definition);
    if (problem) throw new ApiError(400, 'bad_request', problem.message, problem.field);
  }
  if (out.name !== undefined && (await nameTaken(db, out.name, exceptId))) throw nameExists();
  return out;
}

/**
 * Rule templates: the admin's list / create / edit / order / delete under /api/admin/rule-templates (each write
 * audited), and the published ones for every user under /api/rules/templates (what /rules/template offers).
 */
export function ruleTemplateRoutes(ctx: AppContext) {
  const { database } = ctx;
  const { db } = database;
  const admin = requireRole('admin');

  return async function register(app: Api) {
    app.get('/api/rules/templates', { schema: { response: Answer(Type.Array(templateSchema)) }, onRequest: requireUser }, async () => ({
      data: (await listTemplates(db, { publishedOnly: true })).map(templateView),
    }));

    app.get('/api/rules/templates/:id', { schema: { params: templateParams, response: Answer(templateSchema) }, onRequest: requireUser }, async (request) => {
      const row = await findTemplate(db, Number(request.params.id), { publishedOnly: true });
      if (!row) throw notFound('No such rule template');
      return { data: templateView(row) };
    });

    app.get('/api/admin/rule-templates', { schema: { response: Answer(Type.Array(adminTemplateSchema)) }, onRequest: admin }, async () => ({
      data: (await listTemplates(db, { publishedOnly: false })).map(adminTemplateView),
    }));

    app.get('/api/admin/rule-templates/:id', { schema: { params: templateParams, response: Answer(adminTemplateSchema) }, onRequest: admin }, async (request) => {
      const row = await findTemplate(db, Number(request.params.id));
      if (!row) throw notFound('No such rule template');
      return { data: adminTemplateView(row) };
    });

    app.post('/api/admin/rule-templates', { schema: { body: createTemplateBody, response: CreatedAnswer(adminTemplateSchema) }, onRequest: admin, attachValidation: true }, async (request, reply) => {
      checkSchema(request);
      const actor = currentUser(request);
      const row = await database.transaction(async (tx) => {
        const input = await checkedInput(tx, request.body);
        const created = await createTemplate(
          tx,
          { name: input.name!, description: input.description ?? '', category: input.category!, definition: input.definition!, published: input.published ?? false },
          actor.id,
        );
        await recordAudit(tx, actor, { action: 'rule_template.create', target: { type: 'rule_template', id: created.id, label: created.name }, after: adminTemplateView(created) });
        return created;
      });
      return reply.status(201).send({ data: adminTemplateView(row) });
    });

    app.patch(
      '/api/admin/rule-templates/:id',
      { schema: { params: templateParams, body: updateTemplateBody, response: Answer(adminTemplateSchema) }, onRequest: admin, attachValidation: true },
      async (request) => {
        checkSchema(request);
        const id = Number(request.params.id);
        const row = await database.transaction(async (tx) => {
          const before = await findTemplate(tx, id);
          if (!before) throw notFound('No such rule template');
          const after = (await updateTemplate(tx, id, await checkedInput(tx, request.body, id)))!;
          await recordAudit(tx, currentUser(request), {
            action: 'rule_template.update',
            target: { type: 'rule_template', id, label: after.name },
            before: adminTemplateView(before),
            after: adminTemplateView(after),
          });
          return after;
        });
        return { data: adminTemplateView(row) };
      },
    );

    app.put('/api/admin/rule-templates/order', { schema: { body: orderBody, response: Answer(Type.Array(adminTemplateSchema)) }, onRequest: admin }, async (request) => {
      const ids = request.body.ids;
      const rows = await database.transaction(async (tx) => {
        const before = await listTemplates(tx, { publishedOnly: false });
        const known = new Set(before.map((row) => row.id));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw badRequest('The order must list every template exactly once. Reload the list and try again.');
        }
        await reorderTemplates(tx, ids);
        await recordAudit(tx, currentUser(request), {
          action: 'rule_template.update',
          target: { type: 'rule_template', id: null, label: 'order' },
          before: { order: before.map((row) => row.id) },
          after: { order: ids },
        });
        return listTemplates(tx, { publishedOnly: false });
      });
      return { data: rows.map(adminTemplateView) };
    });

    app.delete('/api/admin/rule-templates/:id', { schema: { params: templateParams, response: Answer(templateDeleted) }, onRequest: admin }, async (request) => {
      const id = Number(request.params.id);
      await database.transaction(async (tx) => {
        const before = await findTemplate(tx, id);
        if (!before || !(await deleteTemplate(tx, id))) throw notFound('No such rule template');
        await recordAudit(tx, currentUser(request), {
          action: 'rule_template.delete',
          target: { type: 'rule_template', id, label: before.name },
          before: adminTemplateView(before),
        });
      });
      return { data: { deleted: true as const } };
    });
  };
}

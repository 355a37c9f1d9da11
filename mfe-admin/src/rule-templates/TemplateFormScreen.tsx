// /admin/rule-template/create and /admin/rule-template/:id: a template's name, category, description, rule (with the
// users' builder fields) and publishing.
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fieldErrorsOf, isNotFound, notify, recordIdFromAddress, requestErrorText, type RuleDefinitionForm } from 'shared-graph';
import { Banner, Button, Card, Checkbox, ConfirmDialog, ErrorState, Field, Inline, LinkButton, Spinner, Stack, TextArea, TextInput } from 'shared-ui';
import type { RuleTemplate } from '../api/adminApi';
import { AdminPage } from '../layout/AdminPage';
import { checkTemplate, fieldsOf, LIMITS, placeProblems, type TemplateFields, type TemplateProblems } from './templateForm';
import { TemplateRuleFields } from './TemplateRuleFields';
import { useTemplate, useTemplateList, useTemplateWrites } from './useTemplates';

const left = (value: string, max: number) => `${max - value.length} of ${max} characters left`;

function TemplateForm({ template }: { template: RuleTemplate | undefined }) {
  const navigate = useNavigate();
  const { create, update, remove } = useTemplateWrites();
  const categories = [...new Set((useTemplateList().data ?? []).map((t) => t.category))];
  const [fields, setFields] = useState<TemplateFields>(fieldsOf(template));
  const [problems, setProblems] = useState<TemplateProblems>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const set = <K extends keyof TemplateFields>(key: K, value: TemplateFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const setRule = (patch: Partial<RuleDefinitionForm>) => setFields((f) => ({ ...f, rule: { ...f.rule, ...patch } }));
  const write = template ? update : create;
  // The server names every field it refuses (`/definition/conditions/items/0/value`): each message goes beside its field.
  const refused = write.error ?? remove.error;
  const fieldErrors = fieldErrorsOf(refused);
  const server = placeProblems(fieldErrors);
  const ruleErrorAt = (pointer: string) => server.rule[pointer];
  const error = Object.keys(fieldErrors).length === 0 ? requestErrorText(refused, 'Sasar could not reach the server. Try again.') : server.unplaced.join(' ') || null;
  const problemOf = (key: 'name' | 'category' | 'description') => (key !== 'description' ? problems[key] : undefined) ?? server.template[key];

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTemplate(fields);
    setProblems(checked.problems);
    if (!checked.input) return;
    const input = checked.input;
    const done = (saved: RuleTemplate) => {
      notify.success(saved.published ? `“${saved.name}” is saved and offered to users.` : `“${saved.name}” is saved as a draft.`);
      void navigate('/admin/rule-template');
    };
    if (template) update.mutate({ id: template.id, input }, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Rule template">
        <Stack>
          {error && <Banner type="error">{error}</Banner>}
          <Field label="Name" required error={problemOf('name')} hint={left(fields.name, LIMITS.name)}>
            <TextInput maxLength={LIMITS.name} value={fields.name} onChange={(e) => set('name', e.target.value)} />
          </Field>
          <Field label="Category" required error={problemOf('category')} hint="e.g. Cost control, Scaling, Alerts">
            <TextInput maxLength={LIMITS.category} list="template-categories" value={fields.category} onChange={(e) => set('category', e.target.value)} />
          </Field>
          <datalist id="template-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Field label="Description" error={problemOf('description')} hint={`What the rule does and when to use it. ${left(fields.description, LIMITS.description)}`}>
            <TextArea rows={3} maxLength={LIMITS.description} value={fields.description} onChange={(e) => set('description', e.target.value)} />
          </Field>
          <TemplateRuleFields name={fields.name} rule={fields.rule} set={setRule} errorAt={ruleErrorAt} />
          <Checkbox label="Published" description="Users find published templates in Rules › Templates." checked={fields.published} onChange={(e) => set('published', e.target.checked)} />
          <Inline>
            <Button type="submit" variant="primary" loading={write.isPending}>
              {template ? 'Save template' : 'Create template'}
            </Button>
            <LinkButton to="/admin/rule-template">Cancel</LinkButton>
            {template && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            )}
          </Inline>
        </Stack>
      </form>
      {template && (
        <ConfirmDialog
          open={confirmDelete}
          title="Delete this template?"
          message={`“${template.name}” is no longer offered to users. Rules made from it keep working.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(template.id, {
              onSuccess: () => {
                notify.success(`“${template.name}” is deleted.`);
                void navigate('/admin/rule-template');
              },
              onSettled: () => setConfirmDelete(false),
            })
          }
        />
      )}
    </Card>
  );
}

export function TemplateCreateScreen() {
  return (
    <AdminPage title="New rule template" description="A rule without an ad account: users adopt it for their own accounts.">
      <TemplateForm template={undefined} />
    </AdminPage>
  );
}

export function TemplateDetailScreen() {
  const id = recordIdFromAddress(useParams().id);
  const query = useTemplate(id);
  const allTemplates = <LinkButton to="/admin/rule-template">All templates</LinkButton>;
  return (
    <AdminPage title={query.data?.name ?? 'Rule template'}>
      {id === null ? (
        <ErrorState title="No such template" message="This address does not name a rule template." actions={allTemplates} />
      ) : isNotFound(query.error) ? (
        <ErrorState title="No such template" message={requestErrorText(query.error, 'There is no template with this id.')} actions={allTemplates} />
      ) : query.isPending ? (
        <Spinner label="Loading the template" />
      ) : query.data ? (
        <TemplateForm key={query.data.id} template={query.data} />
      ) : (
        <ErrorState message={requestErrorText(query.error, 'The template could not be loaded.')} onRetry={() => void query.refetch()} />
      )}
    </AdminPage>
  );
}

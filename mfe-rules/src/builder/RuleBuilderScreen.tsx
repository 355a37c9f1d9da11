// /rules/create (and ?edit=<id>): the rule builder, reading as a sentence, with the dry-run preview beside it.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { fieldErrorsOf, isApiError, isNotFound, notify, recordIdFromAddress, requestErrorText, RULE_FIELD_MODEL, ruleFieldPointer, ruleFieldShowsError } from 'shared-graph';
import { ActionFields, Banner, Button, Card, CardBody, ConditionItems, ErrorState, Field, Fieldset, Form, FormActions, FormError, Inline, ScheduleFields, ScopeFields, Select, Stack, TextInput } from 'shared-ui';
import type { RuleDefinition, RunReport } from '../api/rulesApi';
import { usePublishedTemplates, useRule, useRulesTeam, useRuleWrites } from '../api/useRulesQueries';
import { RuleNotFound } from '../layout/RuleNotFound';
import { RulesPage } from '../layout/RulesPage';
import { EvaluatedObjects } from '../run/EvaluatedObjects';
import { BUILT_IN_TEMPLATES } from './builtInTemplates';
import { DryRunPreview } from './DryRunPreview';
import { blankForm, formFromDefinition, inputFromForm, type RuleForm } from './ruleForm';
import { ruleSentence } from './ruleWords';
import { ScopePicker } from './ScopePicker';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sentence = styled.p`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.5;
`;

/** "New rule" (no template, no rule to edit): the builder starts blank. */
const BLANK = 'blank' as const;

interface ServerError {
  /** Every field's problem by pointer, shown beside its field at once. */
  fields: Record<string, string>;
  message: string;
}

function serverError(error: unknown): ServerError {
  if (isApiError(error)) {
    const fields: Record<string, string> = {};
    // The hours and days are typed or ticked as one list: a problem with any of them belongs to the list's field.
    for (const [field, message] of Object.entries(fieldErrorsOf(error))) fields[ruleFieldPointer(field) ?? field] ??= message;
    return { fields, message: error.message };
  }
  return { fields: {}, message: requestErrorText(error, 'The rule could not be saved. Try again.') ?? 'The rule could not be saved.' };
}

interface InitialDefinition {
  definition: RuleDefinition | typeof BLANK | null;
  editId: number | null;
  accountId: string | null;
  /** ?edit= names something, but no rule could be read from it. */
  editFailure?: { missing: boolean; error: unknown; retry: () => void };
  /** The link named a template that is not offered (any more): the builder starts blank and says why. */
  templateMissing?: boolean;
}

function useInitialDefinition(): InitialDefinition {
  const [params] = useSearchParams();
  const { teamId } = useRulesTeam();
  const editing = Boolean(params.get('edit'));
  const editId = recordIdFromAddress(params.get('edit'));
  const templateId = params.get('template_id') ? Number(params.get('template_id')) : null;
  const rule = useRule(teamId, editId);
  const templates = usePublishedTemplates();
  if (editing && (editId === null || rule.error)) {
    const missing = editId === null || (isNotFound(rule.error));
    return { definition: null, editId, accountId: null, editFailure: { missing, error: rule.error, retry: () => void rule.refetch() } };
  }
  if (editId !== null) return { definition: rule.data ?? null, editId, accountId: rule.data?.account_id ?? null };
  if (templateId !== null) {
    if (templates.isPending) return { definition: null, editId, accountId: null };
    const published = templates.data?.find((t) => t.id === templateId)?.definition;
    return { definition: published ?? BLANK, editId, accountId: null, templateMissing: !published };
  }
  const templateKey = params.get('template');
  const builtIn = BUILT_IN_TEMPLATES.find((t) => t.key === templateKey);
  return { definition: builtIn?.definition ?? BLANK, editId, accountId: null, templateMissing: Boolean(templateKey) && !builtIn };
}

export function RuleBuilderScreen() {
  const initial = useInitialDefinition();
  const { accountId } = useRulesTeam();
  const failure = initial.editFailure;
  if (failure) {
    return (
      <RulesPage title="Edit a rule">
        {failure.missing ? (
          <RuleNotFound error={failure.error} />
        ) : (
          <ErrorState message={requestErrorText(failure.error, 'This rule could not be loaded.')} onRetry={failure.retry} />
        )}
      </RulesPage>
    );
  }
  if (!initial.definition) return <RulesPage title="Create a rule">Loading…</RulesPage>;
  return (
    <RuleBuilder
      key={initial.editId ?? 'new'}
      initial={
        initial.definition === BLANK ? blankForm(accountId ?? '') : formFromDefinition(initial.definition, initial.accountId ?? accountId ?? '')
      }
      editId={initial.editId}
      templateMissing={initial.templateMissing ?? false}
    />
  );
}

function RuleBuilder({ initial, editId, templateMissing }: { initial: RuleForm; editId: number | null; templateMissing: boolean }) {
  const navigate = useNavigate();
  const { teamId, accounts, accountName, currencyOf } = useRulesTeam();
  const writes = useRuleWrites(teamId);
  const [form, setForm] = useState<RuleForm>(initial);
  const [error, setError] = useState<ServerError | null>(null);
  const [preview, setPreview] = useState<RunReport | null>(null);
  const set = (patch: Partial<RuleForm>) => setForm((current) => ({ ...current, ...patch }));
  const errorAt = (field: string) => error?.fields[field];
  // A new level empties the chosen objects: they were of the old kind.
  const setScope = (patch: Partial<RuleForm>) => set('level' in patch ? { ...patch, ids: [] } : patch);
  // Until the user picks one, the rule works on the team's first ad account.
  const accountId = form.accountId || accounts[0]?.id || '';
  const input = inputFromForm({ ...form, accountId });
  const currency = currencyOf(accountId);
  // Messages the fields do not show beside one go above the form.
  const placedBeside = (field: string) => ruleFieldShowsError(field) || field === '/account_id' || field.startsWith('/scope/ids');
  const fieldProblems = Object.entries(error?.fields ?? {});
  const unplaced = !error ? null : fieldProblems.length === 0 ? error.message : fieldProblems.filter(([field]) => !placedBeside(field)).map(([, message]) => message).join(' ') || null;
  const scopeIdsError = fieldProblems.find(([field]) => field.startsWith('/scope/ids'))?.[1];

  async function preview_() {
    setError(null);
    try {
      // A preview needs no name yet (a blank rule is previewed before it is named).
      setPreview(await writes.dryRun.mutateAsync({ ...input, name: input.name.trim() || 'Unsaved rule' }));
    } catch (failure) {
      setError(serverError(failure));
    }
  }

  async function save() {
    setError(null);
    try {
      const saved = editId === null ? await writes.create.mutateAsync(input) : await writes.update.mutateAsync({ id: editId, input });
      notify.success(`“${saved.name}” is saved.`);
      void navigate(`/rules/${saved.id}`);
    } catch (failure) {
      setError(serverError(failure));
    }
  }

  return (
    <RulesPage title={editId === null ? 'Create a rule' : `Edit “${initial.name}”`} actions={<span />}>
      {templateMissing ? (
        <Banner type="info" action={{ label: 'See the templates', href: '/rules/template' }}>
          The template in this link is not offered any more, so this rule starts blank.
        </Banner>
      ) : null}
      <Card>
        <CardBody>
          <Sentence aria-live="polite" data-testid="rule-sentence">
            {ruleSentence(input, accountName(accountId), currency)}
          </Sentence>
        </CardBody>
      </Card>
      <Columns>
        <Form
          aria-label="Rule"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Stack gap="md">
            {unplaced ? <FormError>{unplaced}</FormError> : null}
            <Field label="Rule name" required error={errorAt('/name')}>
              <TextInput value={form.name} onChange={(e) => set({ name: e.target.value })} />
            </Field>
            <Fieldset legend="Apply to">
              <Inline gap="sm" align="end">
                <Field label="Ad account" error={errorAt('/account_id')}>
                  <Select value={accountId} onChange={(e) => set({ accountId: e.target.value })} placeholder="Choose an ad account" options={accounts.map((a) => ({ value: a.id, label: a.name }))} />
                </Field>
                <ScopeFields form={form} model={RULE_FIELD_MODEL} set={setScope} errorAt={errorAt} />
              </Inline>
              <ScopePicker form={form} accountId={accountId} set={set} error={scopeIdsError} />
            </Fieldset>
            <Fieldset legend="When">
              <ConditionItems form={form} model={RULE_FIELD_MODEL} set={set} errorAt={errorAt} />
            </Fieldset>
            <ActionFields form={form} set={set} errorAt={errorAt} />
            <ScheduleFields form={form} model={RULE_FIELD_MODEL} set={set} errorAt={errorAt} />
            <FormActions>
              <Button onClick={() => void preview_()} loading={writes.dryRun.isPending}>
                Preview (dry run)
              </Button>
              <Button type="submit" variant="primary" loading={writes.create.isPending || writes.update.isPending}>
                {editId === null ? 'Save rule' : 'Save changes'}
              </Button>
            </FormActions>
          </Stack>
        </Form>
        <aside aria-label="Dry-run preview">
          <DryRunPreview report={preview} currency={currency} />
        </aside>
      </Columns>
      {preview && !preview.error ? <EvaluatedObjects report={preview} currency={currency} fileName={`${(form.name.trim() || 'rule').replace(/[^\w-]+/g, '-')}-preview.csv`} /> : null}
    </RulesPage>
  );
}

// "Edit settings" of one object or many of one level: name, budget and bid, schedule, audience, placements and
// labels. Only what the user changes is sent, one write per object (undone from the toast as one batch), and the
// platform's refusal is shown beside its setting, in its words, with the form as typed.
import { useEffect, useRef } from 'react';
import type { Asset } from 'shared-graph';
import { Button, ErrorState, Form, FormError, Modal, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { countOf } from '../common/levels';
import { BulkResultList } from '../bulk/BulkResultList';
import { AudienceSection } from './AudienceSection';
import { BudgetBidSection } from './BudgetBidSection';
import { LabelsSection } from './LabelsSection';
import { NameSection } from './NameSection';
import { PlacementsSection } from './PlacementsSection';
import { ScheduleSection } from './ScheduleSection';
import type { SectionProps } from './sectionProps';
import type { EditContext, EditTarget } from './settingsDraft';
import type { TargetingSpec } from './targetingEdits';
import { useEditContext, useEditTargets } from './useEditSources';
import { useSettingsForm } from './useSettingsForm';

export interface EditSettingsDialogProps {
  /** One object, or several of one level in one ad account. */
  assets: readonly Asset[];
  /** act_… */
  accountId: string;
  /** The team whose connection reads the account (its saved collections too). */
  teamId: number;
  /** Targeting already read (the detail page's), by ad set id. */
  targeting?: ReadonlyMap<string, TargetingSpec | null>;
  /** `changed`: something was saved. */
  onClose: (changed: boolean) => void;
}

const titleOf = (assets: readonly Asset[]) => (assets.length === 1 ? `Edit ${assets[0]!.name}` : `Edit ${countOf(assets[0]?.level ?? 'adset', assets.length)}`);

export function EditSettingsDialog({ assets, accountId, teamId, targeting, onClose }: EditSettingsDialogProps) {
  const { ctx, error } = useEditContext(accountId);
  const targets = useEditTargets(assets, targeting);
  const accounts = new Set(assets.map((a) => a.account_id.replace(/^act_/, '')));
  if (accounts.size > 1 || ctx === null || targets.targets === null) {
    const failed = accounts.size > 1 ? 'Settings are edited in one ad account at a time: select objects of one account.' : error || targets.error ? 'The settings could not be read. Try again.' : null;
    return (
      <Modal open size="sm" title={titleOf(assets)} onClose={() => onClose(false)}>
        {failed ? <ErrorState message={failed} onRetry={accounts.size > 1 ? undefined : targets.retry} /> : <Spinner label="Reading the settings" />}
      </Modal>
    );
  }
  return <SettingsForm targets={targets.targets} ctx={ctx} accountId={accountId} teamId={teamId} title={titleOf(assets)} onClose={onClose} />;
}

interface SettingsFormProps {
  targets: readonly EditTarget[];
  ctx: EditContext;
  accountId: string;
  teamId: number;
  title: string;
  onClose: (changed: boolean) => void;
}

function SettingsForm({ targets, ctx, accountId, teamId, title, onClose }: SettingsFormProps) {
  const form = useSettingsForm(targets, ctx);
  const formRef = useRef<HTMLFormElement>(null);
  const level = targets[0]!.asset.level;
  const formId = `edit-settings-${targets[0]!.asset.id}`;
  // After a save that left a problem, the first marked setting gets the focus (it may be far down the form).
  useEffect(() => {
    if (form.attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.attempts]);
  const section: SectionProps = {
    draft: form.draft,
    set: form.set,
    errors: form.errors,
    notes: form.notes,
    mixed: form.start.mixed,
    targets: form.open,
    ctx,
    accountId,
    teamId,
    disabled: form.saving,
  };
  const close = () => {
    if (!form.saving) onClose(form.savedSome);
  };
  return (
    <Modal
      open
      size="lg"
      title={title}
      description={form.open.length < targets.length ? `${targets.length - form.open.length} saved; ${countOf(level, form.open.length)} left to fix.` : undefined}
      onClose={close}
      closeOnBackdrop={false}
      closeOnEscape={!form.saving}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={form.saving}>
            {form.savedSome ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={form.saving}>
            {form.open.length < targets.length ? `Save the ${form.open.length} left` : 'Save changes'}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        ref={formRef}
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void form.save().then((outcome) => {
            if (outcome === 'done') onClose(true);
          });
        }}
      >
        <FormError>{form.formError}</FormError>
        {targets.length === 1 && <NameSection {...section} />}
        {level !== 'ad' && <BudgetBidSection {...section} />}
        {level !== 'ad' && <ScheduleSection {...section} />}
        {level === 'adset' && <AudienceSection {...section} />}
        {level === 'adset' && <PlacementsSection {...section} />}
        <LabelsSection {...section} />
        {form.results && (
          <Results>
            <BulkResultList results={form.results} />
          </Results>
        )}
      </Form>
    </Modal>
  );
}

const Results = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.md};
`;

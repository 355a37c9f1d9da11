// The rule builder's "then" and "check" parts: the action with its amounts and limits, the notices, the schedule,
// the cool-down and the limit of runs per object.
import { Checkbox, Field, Fieldset, Inline, Select, TextInput } from '../primitives';
import type { RuleFieldGroupProps, RuleFieldValues } from './ruleFieldProps';

const ACTIONS = [
  { value: 'pause', label: 'Pause' },
  { value: 'pause_today', label: 'Pause for today (on again at midnight)' },
  { value: 'unpause', label: 'Turn on' },
  { value: 'change_budget', label: 'Change the budget' },
  { value: 'change_bid', label: 'Change the bid (cost and bid caps)' },
  { value: 'duplicate', label: 'Duplicate (paused copy)' },
  { value: 'none', label: 'Only notify' },
];

const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

export function ActionFields({ form, set, errorAt }: Omit<RuleFieldGroupProps, 'model'>) {
  const changes = form.action === 'change_budget' || form.action === 'change_bid';
  const notifyAt = `/actions/${form.action === 'none' ? 0 : 1}`;
  return (
    <Fieldset legend="Then">
      <Field label="Action" error={errorAt('/actions/0/type') ?? errorAt('/actions')}>
        <Select value={form.action} onChange={(e) => set({ action: e.target.value })} options={ACTIONS} />
      </Field>
      {changes ? (
        <Inline gap="sm" align="end">
          {form.action === 'change_budget' ? (
            <Field label="Budget" error={errorAt('/actions/0/budget')}>
              <Select value={form.budget} onChange={(e) => set({ budget: e.target.value as RuleFieldValues['budget'] })} options={[{ value: 'daily', label: 'Daily' }, { value: 'lifetime', label: 'Lifetime' }]} />
            </Field>
          ) : null}
          <Field label="Change by" error={errorAt('/actions/0/by')}>
            <Select value={form.by} onChange={(e) => set({ by: e.target.value as RuleFieldValues['by'] })} options={[{ value: 'percent', label: 'Percent' }, { value: 'amount', label: 'Amount' }]} />
          </Field>
          <Field label="Change (negative lowers it)" error={errorAt('/actions/0/amount')}>
            <TextInput inputMode="decimal" value={form.amount} onChange={(e) => set({ amount: e.target.value })} />
          </Field>
          <Field label="Lowest value" hint="Optional" error={errorAt('/actions/0/floor')}>
            <TextInput inputMode="decimal" value={form.floor} onChange={(e) => set({ floor: e.target.value })} />
          </Field>
          <Field label="Highest value" hint="Optional" error={errorAt('/actions/0/ceiling')}>
            <TextInput inputMode="decimal" value={form.ceiling} onChange={(e) => set({ ceiling: e.target.value })} />
          </Field>
        </Inline>
      ) : null}
      <Inline gap="md" align="end">
        <Checkbox label="Notify me in the app" checked={form.notifyInApp} onChange={(e) => set({ notifyInApp: e.target.checked })} />
        <Checkbox label="Notify me by e-mail" checked={form.notifyEmail} onChange={(e) => set({ notifyEmail: e.target.checked })} />
        <Field label="Webhook (Slack-compatible)" hint="Optional" error={errorAt(`${notifyAt}/webhook_url`) ?? errorAt(`${notifyAt}/in_app`)}>
          <TextInput type="url" value={form.webhookUrl} onChange={(e) => set({ webhookUrl: e.target.value })} placeholder="https://hooks.slack.com/…" />
        </Field>
      </Inline>
    </Fieldset>
  );
}

export function ScheduleFields({ form, model, set, errorAt }: RuleFieldGroupProps) {
  return (
    <Fieldset legend="Check">
      <Inline gap="sm" align="end">
        <Field label="How often" error={errorAt('/schedule/kind')}>
          <Select
            value={form.schedule}
            onChange={(e) => set({ schedule: e.target.value })}
            options={[
              { value: 'every_30_minutes', label: 'Every 30 minutes' },
              { value: 'hourly', label: 'Every hour' },
              { value: 'daily', label: 'Once a day' },
              { value: 'custom', label: 'Chosen days and hours' },
            ]}
          />
        </Field>
        {form.schedule === 'daily' ? (
          <Field label="At (account time)" error={errorAt('/schedule/time')}>
            <Select value={form.time} onChange={(e) => set({ time: e.target.value })} options={TIMES.map((t) => ({ value: t, label: t }))} />
          </Field>
        ) : null}
        {form.schedule === 'custom' ? (
          <Field label="Hours (0–23, account time)" hint="e.g. 9, 13, 18" error={errorAt('/schedule/hours')}>
            <TextInput value={form.hours} onChange={(e) => set({ hours: e.target.value })} />
          </Field>
        ) : null}
      </Inline>
      {form.schedule === 'custom' ? (
        <Inline gap="sm" role="group" aria-label="Days">
          {model.days.map((day, index) => (
            <Checkbox
              key={day}
              label={day}
              checked={form.days.includes(index)}
              onChange={(e) => set({ days: e.target.checked ? [...form.days, index].sort() : form.days.filter((d) => d !== index) })}
            />
          ))}
          {errorAt('/schedule/days') ? <span role="alert">{errorAt('/schedule/days')}</span> : null}
        </Inline>
      ) : null}
      <Inline gap="sm" align="end">
        <Field label="Cool-down per object (hours)" error={errorAt('/cooldown_hours')}>
          <TextInput inputMode="numeric" value={form.cooldownHours} onChange={(e) => set({ cooldownHours: e.target.value })} />
        </Field>
        <Field label="Most runs per object" hint="Empty: no limit" error={errorAt('/max_executions_per_object')}>
          <TextInput inputMode="numeric" value={form.maxExecutions} onChange={(e) => set({ maxExecutions: e.target.value })} />
        </Field>
        <Checkbox label="Rule is on" checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
      </Inline>
    </Fieldset>
  );
}

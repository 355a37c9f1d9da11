import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { seriousViolations } from '../testing/axe';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

const PRESETS = [
  { id: 'yesterday', label: 'Yesterday', range: { since: '2026-11-24', until: '2026-11-24' } },
  { id: 'last_7d', label: 'Last 7 Days', range: { since: '2026-11-18', until: '2026-11-24' } },
  { id: 'last_30d', label: 'Last 30 Days', range: { since: '2026-10-26', until: '2026-11-24' } },
];

// The caller's rules, as shared-graph's dateRangeRules words them (the dashboard and ads manager tests run the real ones).
const rangeProblem = jest.fn((since: string, until: string) => (/^\d{4}-\d{2}-\d{2}$/.test(since) && since !== '2026-02-30' ? (since > until ? 'The start date must be on or before the end date.' : null) : `${since} is not a day on the calendar.`));

function setup(props: Partial<DateRangePickerProps> = {}) {
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderUi(<DateRangePicker presets={PRESETS} value={{ kind: 'preset', preset: 'last_7d' }} onChange={onChange} today="2026-11-25" rangeProblem={rangeProblem} {...props} />);
  const open = () => user.click(screen.getByRole('button', { name: /^Date range:/ }));
  /** Replaces a date field's text with `text` in one input, as a paste does (the checks run on Apply, not per key). */
  const retype = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    await user.paste(text);
  };
  return { user, onChange, open, retype };
}

it('names the preset and its days on the button, and applies another preset', async () => {
  const { user, onChange, open } = setup();
  expect(screen.getByRole('button', { name: 'Date range: Last 7 Days · 18 Nov – 24 Nov 2026' })).toHaveAttribute('aria-haspopup', 'dialog');
  await open();
  const dialog = screen.getByRole('dialog', { name: 'Date range' });
  expect(within(dialog).getByRole('radio', { name: 'Last 7 Days' })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: 'Last 7 Days' })).toHaveFocus();
  await user.click(within(dialog).getByRole('radio', { name: 'Last 30 Days' }));
  expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-10-26');
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(onChange).toHaveBeenCalledWith({ kind: 'preset', preset: 'last_30d' }, undefined);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('picks a custom range on the calendar: the first click starts it, the second ends it', async () => {
  const { user, onChange, open } = setup();
  await open();
  await user.click(screen.getByRole('button', { name: 'Tuesday 3 November 2026' }));
  await user.click(screen.getByRole('button', { name: 'Tuesday 10 November 2026' }));
  expect(screen.getByRole('radio', { name: 'Custom range' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Tuesday 3 November 2026' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('End date')).toHaveValue('2026-11-10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onChange).toHaveBeenCalledWith({ kind: 'custom', since: '2026-11-03', until: '2026-11-10' }, undefined);
});

it('moves through the calendar by keyboard (arrows, Page Up) and picks with Enter; days after today cannot be picked', async () => {
  const { user, open } = setup();
  await open();
  // The calendar opens on the range's first day.
  const start = screen.getByRole('button', { name: 'Wednesday 18 November 2026' });
  expect(start).toHaveAttribute('tabindex', '0');
  start.focus();
  await user.keyboard('{ArrowRight}{ArrowDown}');
  expect(screen.getByRole('button', { name: 'Thursday 26 November 2026' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Thursday 26 November 2026' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{PageUp}');
  expect(screen.getByText('October 2026')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Monday 26 October 2026' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByLabelText('Start date')).toHaveValue('2026-10-26');
  expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
});

it('refuses an impossible typed date with the rule’s sentence, keeping what was typed, and changes nothing', async () => {
  const { user, onChange, open, retype } = setup();
  await open();
  const since = screen.getByLabelText('Start date');
  await retype(since, '2026-02-30');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('alert')).toHaveTextContent('2026-02-30 is not a day on the calendar.');
  expect(since).toHaveValue('2026-02-30');
  expect(since).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
});

it('compares with a chosen period or with nothing, and tells the range rule whether the previous period is read', async () => {
  const comparisonProblem = jest.fn((since: string, until: string) => (since > until ? 'The comparison start date must be on or before the comparison end date.' : null));
  const { user, onChange, open, retype } = setup({ comparison: { kind: 'previous' }, comparisonProblem });
  await open();
  expect(screen.getByRole('radio', { name: 'Previous period (11 Nov – 17 Nov 2026)' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'A period I choose' }));
  // It starts from the previous period; the calendar now sets the comparison.
  expect(screen.getByLabelText('Comparison start')).toHaveValue('2026-11-11');
  expect(screen.getByRole('button', { name: 'Comparison period' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Sunday 1 November 2026' }));
  await user.click(screen.getByRole('button', { name: 'Saturday 7 November 2026' }));
  await retype(screen.getByLabelText('Comparison end'), '2026-10-01');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The comparison start date must be on or before the comparison end date.');
  expect(screen.getByLabelText('Comparison end')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Start date')).not.toHaveAttribute('aria-invalid');
  await retype(screen.getByLabelText('Comparison end'), '2026-11-07');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onChange).toHaveBeenLastCalledWith({ kind: 'preset', preset: 'last_7d' }, { kind: 'custom', since: '2026-11-01', until: '2026-11-07' });

  await open();
  await user.click(screen.getByRole('radio', { name: 'Custom range' }));
  await user.click(screen.getByRole('radio', { name: 'Nothing' }));
  await retype(screen.getByLabelText('Start date'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(rangeProblem).toHaveBeenLastCalledWith('2026-11-01', '2026-11-24', false);
  expect(onChange).toHaveBeenLastCalledWith({ kind: 'custom', since: '2026-11-01', until: '2026-11-24' }, { kind: 'none' });
});

it('Cancel leaves the range as it was; the open dialog has no serious axe violations', async () => {
  const { user, onChange, open } = setup({ comparison: { kind: 'none' } });
  await open();
  expect(await seriousViolations()).toEqual([]);
  await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onChange).not.toHaveBeenCalled();
  await open();
  expect(screen.getByRole('radio', { name: 'Last 7 Days' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Nothing' })).toBeChecked();
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { FreshnessStamp, freshnessText, waitText } from './FreshnessStamp';

// Local times: the words are in the browser's zone, so the test builds its instants in it too.
const today = (hours: number, minutes: number, seconds = 0) => new Date(2025, 2, 4, hours, minutes, seconds).getTime();
const NOW = today(14, 5, 30);

describe('freshnessText', () => {
  test('fresh figures: the time they are as of', () => {
    expect(freshnessText({ asOf: today(14, 5), fromStore: false, throttle: null }, NOW)).toBe('Figures as of 14:05');
  });

  test("figures from Sasar's store say so", () => {
    expect(freshnessText({ asOf: today(9, 30), fromStore: true, throttle: null }, NOW)).toBe("Figures as of 09:30 · from Sasar's store");
  });

  test('throttled: the wait in minutes and the time it ends, after the figures shown', () => {
    expect(freshnessText({ asOf: today(14, 1), fromStore: true, throttle: { regainAt: today(14, 9) } }, NOW)).toBe(
      "Figures as of 14:01 · from Sasar's store · Facebook asks us to wait 4 min (until 14:09)",
    );
    expect(freshnessText({ asOf: null, fromStore: false, throttle: { regainAt: today(15, 0) } }, NOW)).toBe(
      'Facebook asks us to wait 55 min (until 15:00)',
    );
  });

  test('a throttle whose time has passed is not mentioned; figures from another day name the day', () => {
    expect(freshnessText({ asOf: new Date(2025, 2, 3, 22, 10).getTime(), fromStore: true, throttle: { regainAt: today(14, 0) } }, NOW)).toBe(
      "Figures as of Mar 3, 22:10 · from Sasar's store",
    );
    expect(freshnessText(null, NOW)).toBeNull();
  });

  test('waits read in minutes, at least one, and in hours when long', () => {
    expect([waitText(NOW + 10_000, NOW), waitText(NOW + 4 * 60_000, NOW), waitText(NOW + 120 * 60_000, NOW), waitText(NOW + 95 * 60_000, NOW)]).toEqual(['1 min', '4 min', '2 h', '1 h 35 min']);
  });
});

describe('FreshnessStamp', () => {
  test('is a polite status line with a Refresh button, and axe-clean', async () => {
    const onRefresh = jest.fn();
    renderUi(<FreshnessStamp freshness={{ asOf: Date.now() - 60_000, fromStore: false, throttle: { regainAt: Date.now() + 4 * 60_000 } }} onRefresh={onRefresh} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Figures as of \d{2}:\d{2} · Facebook asks us to wait 4 min \(until \d{2}:\d{2}\)$/);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(await seriousViolations()).toEqual([]);
  });

  test('says nothing before any figure arrived', () => {
    const { container } = renderUi(<FreshnessStamp freshness={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

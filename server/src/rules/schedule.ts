/**
 * When a rule runs next: its schedule's slots are wall-clock times in the ad account's time zone (every :00 and
 * :30, every :00, one time a day, or chosen days × hours), found by stepping through quarter hours (every zone's
 * offset is a multiple of 15 minutes), so daylight-saving changes move the slots with the clock.
 */
import { isTimeZone } from 'shared-graph/metrics';
import type { RuleSchedule } from './definition';

const QUARTER_MS = 15 * 60_000;
/** The longest gap between two slots is a week (one day and one hour a week); a little more for DST. */
const HORIZON_MS = 8 * 24 * 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', weekday: 'short', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface WallClock {
  weekday: number;
  hour: number;
  minute: number;
}

/** The day of the week (0 = Sunday), hour and minute an instant shows in `timeZone` (unknown zones read as UTC). */
export function wallClock(instant: Date, timeZone: string | null | undefined): WallClock {
  const parts = formatterFor(isTimeZone(timeZone) ? timeZone : 'UTC').formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAYS.indexOf(part('weekday')), hour: Number(part('hour')), minute: Number(part('minute')) };
}

export function isSlot(schedule: RuleSchedule, clock: WallClock): boolean {
  switch (schedule.kind) {
    case 'every_30_minutes':
      return clock.minute === 0 || clock.minute === 30;
    case 'hourly':
      return clock.minute === 0;
    case 'daily': {
      const [hour, minute] = (schedule.time ?? '00:00').split(':').map(Number);
      return clock.hour === hour && clock.minute === minute;
    }
    case 'custom':
      return clock.minute === 0 && (schedule.days ?? []).includes(clock.weekday) && (schedule.hours ?? []).includes(clock.hour);
  }
}

/** The first slot strictly after `after`, or null when the schedule has none within a week. */
export function nextRunAfter(schedule: RuleSchedule, timeZone: string | null | undefined, after: Date): Date | null {
  let candidate = Math.floor(after.getTime() / QUARTER_MS) * QUARTER_MS + QUARTER_MS;
  const end = after.getTime() + HORIZON_MS;
  for (; candidate <= end; candidate += QUARTER_MS) {
    const instant = new Date(candidate);
    if (isSlot(schedule, wallClock(instant, timeZone))) return instant;
  }
  return null;
}

/** The next midnight in `timeZone` after `after` (when "pause for today" turns an object back on). */
export function nextMidnight(timeZone: string | null | undefined, after: Date): Date {
  return nextRunAfter({ kind: 'daily', time: '00:00' }, timeZone, after) ?? new Date(after.getTime() + 86_400_000);
}

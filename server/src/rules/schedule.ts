/**
 * When a rule runs next: its schedule's slots are wall-clock times in the ad account's time zone (every :00 and
 * :30, every :00, one time a day, or chosen days × hours). Every zone's offset is a multiple of 15 minutes, so the
 * next slot is a whole number of quarter hours away, found by arithmetic on the wall clock; daylight-saving changes
 * move the slots with the clock.
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

/** The first slot strictly after `after` by stepping through quarter hours: the reference, and the way over a DST change. */
export function nextRunAfterByStepping(schedule: RuleSchedule, timeZone: string | null | undefined, after: Date): Date | null {
  let candidate = Math.floor(after.getTime() / QUARTER_MS) * QUARTER_MS + QUARTER_MS;
  const end = after.getTime() + HORIZON_MS;
  for (; candidate <= end; candidate += QUARTER_MS) {
    const instant = new Date(candidate);
    if (isSlot(schedule, wallClock(instant, timeZone))) return instant;
  }
  return null;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** Minutes from the wall clock `clock` (at a whole quarter hour) to the schedule's next slot, by arithmetic. */
function minutesToSlot(schedule: RuleSchedule, clock: WallClock): number | null {
  const minuteOfDay = clock.hour * 60 + clock.minute;
  switch (schedule.kind) {
    case 'every_30_minutes':
      return (30 - (clock.minute % 30)) % 30;
    case 'hourly':
      return (60 - clock.minute) % 60;
    case 'daily': {
      const [hour, minute] = (schedule.time ?? '00:00').split(':').map(Number);
      return ((hour ?? 0) * 60 + (minute ?? 0) - minuteOfDay + DAY_MINUTES) % DAY_MINUTES;
    }
    case 'custom': {
      const days = new Set(schedule.days ?? []);
      const hours = new Set(schedule.hours ?? []);
      const toHour = (60 - clock.minute) % 60;
      for (let k = 0; k <= 8 * 24; k += 1) {
        const minutes = toHour + 60 * k;
        const total = minuteOfDay + minutes;
        const hour = Math.floor(total / 60) % 24;
        const weekday = (clock.weekday + Math.floor(total / DAY_MINUTES)) % 7;
        if (days.has(weekday) && hours.has(hour)) return minutes;
      }
      return null;
    }
  }
}

/**
 * The first slot strictly after `after`, or null when the schedule has none within a week. Constant time: one look
 * at the wall clock, the distance to the slot by arithmetic, and one look to confirm it; only when a daylight-saving
 * change falls in between does it step through quarter hours from there.
 */
export function nextRunAfter(schedule: RuleSchedule, timeZone: string | null | undefined, after: Date): Date | null {
  const candidate = Math.floor(after.getTime() / QUARTER_MS) * QUARTER_MS + QUARTER_MS;
  const minutes = minutesToSlot(schedule, wallClock(new Date(candidate), timeZone));
  if (minutes === null) return null;
  const slot = new Date(candidate + minutes * MINUTE_MS);
  if (slot.getTime() - after.getTime() <= HORIZON_MS && isSlot(schedule, wallClock(slot, timeZone))) return slot;
  return nextRunAfterByStepping(schedule, timeZone, after);
}

/** The next midnight in `timeZone` after `after` (when "pause for today" turns an object back on). */
export function nextMidnight(timeZone: string | null | undefined, after: Date): Date {
  return nextRunAfter({ kind: 'daily', time: '00:00' }, timeZone, after) ?? new Date(after.getTime() + 86_400_000);
}

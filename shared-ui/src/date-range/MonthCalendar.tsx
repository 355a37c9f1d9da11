// One month of days to click: the chosen range highlighted, today marked, days after `max` unavailable. One day
// button is in the tab order at a time; the arrow keys move by day and week, Page Up/Down by month.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { visuallyHiddenCss } from '../primitives/VisuallyHidden';
import { dayName, monthName, monthOf, monthWeeks, shiftDay, shiftDayByMonths, shiftMonth } from './calendarDays';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

export interface MonthCalendarProps {
  /** The days shown as chosen; `until` may be missing while the user picks the end. */
  range: { since: string | null; until: string | null };
  /** The first day shown (the range's start, else today). */
  initialDay: string;
  /** The last day that can be picked (the account's today). */
  max: string;
  onPick: (day: string) => void;
  /** What the calendar picks, e.g. "Date range" or "Comparison period" (its label). */
  label: string;
}

export function MonthCalendar({ range, initialDay, max, onPick, label }: MonthCalendarProps) {
  const [focusDay, setFocusDay] = useState(initialDay);
  const [month, setMonth] = useState(monthOf(initialDay));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  // The keyboard moved the focus day: focus its button once it is rendered (perhaps in another month).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  const moveTo = (day: string) => {
    moved.current = true;
    setFocusDay(day);
    setMonth(monthOf(day));
  };
  const showMonth = (months: number) => {
    const next = shiftDayByMonths(focusDay, months);
    setFocusDay(next);
    setMonth(monthOf(next));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const moves: Record<string, () => string> = {
      ArrowLeft: () => shiftDay(day, -1),
      ArrowRight: () => shiftDay(day, 1),
      ArrowUp: () => shiftDay(day, -7),
      ArrowDown: () => shiftDay(day, 7),
      Home: () => shiftDay(day, -weekday),
      End: () => shiftDay(day, 6 - weekday),
      PageUp: () => shiftDayByMonths(day, -1),
      PageDown: () => shiftDayByMonths(day, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const { since, until } = range;
  const inRange = (day: string) => since !== null && until !== null && day >= since && day <= until;
  const shownFocus = monthOf(focusDay) === month ? focusDay : `${month}-01`;
  return (
    <Root>
      <Head>
        <NavButton type="button" aria-label="Previous month" onClick={() => showMonth(-1)}>
          <ChevronLeftIcon size={16} />
        </NavButton>
        <Title aria-live="polite">
          {monthName(month)}
        </Title>
        <NavButton type="button" aria-label="Next month" onClick={() => showMonth(1)} disabled={shiftMonth(month, 1) > monthOf(max)}>
          <ChevronRightIcon size={16} />
        </NavButton>
      </Head>
      <Grid ref={grid}>
        <caption>{`${label}: ${monthName(month)}`}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day === null ? (
                  <td key={d} />
                ) : (
                  <td key={day}>
                    <DayButton
                      type="button"
                      data-day={day}
                      tabIndex={day === shownFocus ? 0 : -1}
                      aria-label={dayName(day)}
                      aria-pressed={day === since || day === until}
                      aria-current={day === max ? 'date' : undefined}
                      aria-disabled={day > max ? true : undefined}
                      $end={day === since || day === until}
                      $inside={inRange(day)}
                      onClick={() => {
                        setFocusDay(day);
                        if (day <= max) onPick(day);
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      {Number(day.slice(8))}
                    </DayButton>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Root>
  );
}

const Root = styled.div`
  width: 100%;
  max-width: 300px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Title = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.colors.subtle}; cursor: default; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  caption { ${visuallyHiddenCss} }
  th {
    padding: 2px 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
  td { padding: 1px 0; text-align: center; }
`;

const DayButton = styled.button<{ $end: boolean; $inside: boolean }>`
  width: 100%;
  height: 34px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.hover}; }
  &[aria-current='date'] { font-weight: ${({ theme }) => theme.fontWeights.semibold}; text-decoration: underline; text-underline-offset: 3px; }
  &[aria-disabled='true'] { color: ${({ theme }) => theme.colors.muted}; cursor: default; background: transparent; }
  ${({ $inside, theme }) => $inside && css`background: ${theme.colors.selected};`}
  ${({ $end, theme }) => $end && css`background: ${theme.colors.brand}; color: ${theme.colors.onBrand}; &:hover { background: ${theme.colors.brandHover}; }`}
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: 1px; position: relative; }
`;

// The one-line stamp that says how fresh a screen's figures are and, while Meta throttles the account, how long it
// asks us to wait (docs/contracts.md, "Freshness and throttles"). Pure UI: shared-graph's useFigureFreshness
// gives the facts.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { calendarDaysBetween, formatDate, formatTimeOfDay } from '../format/date';
import { Button } from '../primitives/Button';

/** The facts the stamp words (shared-graph's FigureFreshness has this shape). */
export interface FreshnessFacts {
  /** When the platform produced the oldest figure shown (ms since epoch), or null. */
  asOf: number | null;
  /** Some figures came from Sasar's store rather than straight from the platform. */
  fromStore: boolean;
  /** Meta's throttle holding the figures back, with when it lets go (ms since epoch). */
  throttle: { regainAt: number } | null;
}

/** "4 min", at least 1. */
export function waitText(regainAt: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((regainAt - now) / 60_000));
  if (minutes < 90) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** "14:05", or "Mar 3, 14:05" when it is not today. */
function whenText(time: number, now: number): string {
  const clock = formatTimeOfDay(time);
  return calendarDaysBetween(time, now) === 0 ? clock : `${formatDate(time, 'short')}, ${clock}`;
}

/**
 * The stamp's words: "Figures as of 14:05", "… · from Sasar's store", and while throttled
 * "… · Facebook asks us to wait 4 min (until 14:09)" (alone when no figure is on screen). Null when there is nothing
 * to say.
 */
export function freshnessText(facts: FreshnessFacts | null, now: number): string | null {
  if (!facts) return null;
  const parts: string[] = [];
  if (facts.asOf !== null) parts.push(`Figures as of ${whenText(facts.asOf, now)}`);
  if (facts.asOf !== null && facts.fromStore) parts.push("from Sasar's store");
  if (facts.throttle && facts.throttle.regainAt > now) {
    parts.push(`Facebook asks us to wait ${waitText(facts.throttle.regainAt, now)} (until ${whenText(facts.throttle.regainAt, now)})`);
  }
  return parts.length ? parts.join(' · ') : null;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Words = styled.p<{ $waiting: boolean }>`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme, $waiting }) => ($waiting ? theme.colors.warningText : theme.colors.muted)};
`;

export interface FreshnessStampProps {
  freshness: FreshnessFacts | null;
  /** Shows a Refresh button (today's figures read again, fresh). */
  onRefresh?: () => void;
  refreshing?: boolean;
  className?: string;
}

/** The time the words are written for: read again with each new set of facts, and every 15 s while waiting. */
function useClock(facts: FreshnessFacts | null): number {
  const [now, setNow] = useState(() => Date.now());
  const ticking = !!facts?.throttle;
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = ticking ? setInterval(tick, 15_000) : undefined;
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [facts, ticking]);
  return now;
}

/**
 * "Figures as of 14:05 · from Sasar's store · Facebook asks us to wait 4 min (until 14:09)": small, quiet, one line
 * (wrapping on a phone), as a polite live region (role="status") so a change is read out without moving focus.
 */
export function FreshnessStamp({ freshness, onRefresh, refreshing = false, className }: FreshnessStampProps) {
  const now = useClock(freshness);
  const text = freshnessText(freshness, Math.max(now, freshness?.asOf ?? 0));
  if (!text && !onRefresh) return null;
  return (
    <Row className={className} data-testid="freshness-stamp">
      <Words role="status" $waiting={!!freshness?.throttle}>
        {text ?? ''}
      </Words>
      {onRefresh ? (
        <Button size="sm" variant="ghost" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      ) : null}
    </Row>
  );
}

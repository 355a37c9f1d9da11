import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useActiveAdAccount, usePickableAdAccounts, type Throttle } from 'shared-graph';
import { figureFreshnessAtom, sessionStore, usageFor, useRateLimitState, type AccountUsageView, type UsageLevel } from 'shared-graph/host';
import { formatDateTime, formatTimeOfDay, waitText } from 'shared-ui';

const LEVEL_TEXT: Record<UsageLevel, string> = { ok: '', warning: 'near the limit', critical: 'at the limit' };

const Root = styled.div`
  position: relative;
  flex: none;
`;

const Toggle = styled.button<{ $level: UsageLevel }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 30px;
  padding: 0 8px;
  border: 1px solid ${({ theme, $level }) => ($level === 'critical' ? theme.colors.error : $level === 'warning' ? theme.colors.warningHover : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $level }) => ($level === 'critical' ? theme.colors.errorSoft : $level === 'warning' ? theme.colors.warningSoft : theme.colors.surface)};
  color: ${({ theme, $level }) => ($level === 'critical' ? theme.colors.errorText : $level === 'warning' ? theme.colors.warningText : theme.colors.muted)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Track = styled.span`
  position: relative;
  display: inline-block;
  width: 40px;
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.neutralSoft};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  overflow: hidden;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Fill = styled.span<{ $level: UsageLevel; $percent: number }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme, $level }) => ($level === 'critical' ? theme.colors.error : $level === 'warning' ? theme.colors.warningText : theme.colors.success)};
`;

const LevelText = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Words (and the bar) a phone's header has no room for; the figure and the warning stay. */
const WideOnly = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: min(320px, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: normal;
  h2 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.muted}; }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: ${({ theme }) => theme.space.xs}; }
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; }
`;

const Figure = styled.span<{ $level: UsageLevel }>`
  flex: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $level }) => ($level === 'critical' ? theme.colors.errorText : $level === 'warning' ? theme.colors.warningText : theme.colors.text)};
`;

const AsOf = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** "78 %, near the limit" — what a figure means, in words. */
export function describeUsage(usage: AccountUsageView): string {
  const level = LEVEL_TEXT[usage.level];
  const whose = usage.source === 'app' ? ' (all of Sasar)' : '';
  return `${usage.percent}%${whose}${level ? `, ${level}` : ''}`;
}

/** Meta's business use cases in a buyer's words: each quota's name, and what spends it. */
const USE_CASE_WORDS: Record<string, string> = {
  ads_insights: 'insights',
  ads_management: 'ads management',
  custom_audience: 'custom audiences',
  app: 'every call Sasar makes',
};
const USED_BY: Record<string, string> = {
  ads_insights: 'reading figures (spend, results and every metric column, rule checks)',
  ads_management: 'reading and changing campaigns, ad sets and ads',
  custom_audience: 'reading and changing custom audiences',
};
export const wordsForUseCase = (type: string): string => USE_CASE_WORDS[type] ?? type.replace(/_/g, ' ');

/** "This ad account's insights quota (ads_insights), used by reading figures …": which limit the figure is, what spends it. */
export function limitText(usage: AccountUsageView): string {
  if (usage.source === 'app') return "The app's quota, used by every call Sasar makes for all accounts.";
  const busiest = usage.useCases[0];
  if (!busiest) return "This ad account's quota (Facebook did not say which use case).";
  const others = usage.useCases.slice(1).map((entry) => `${wordsForUseCase(entry.type)} ${entry.percent}%`);
  const usedBy = USED_BY[busiest.type];
  return `This ad account's ${wordsForUseCase(busiest.type)} quota (${busiest.type})${usedBy ? `, used by ${usedBy}` : ''}.${others.length ? ` Also: ${others.join(', ')}.` : ''}`;
}

/** When the quota recovers: the regain time Meta named, or when the rolling window frees the oldest calls. */
export function recoveryText(usage: AccountUsageView, now: number): string | null {
  const regain = usage.useCases[0]?.regainAccessSeconds ?? usage.regainAccessSeconds;
  if (regain) {
    const at = usage.seenAt + regain * 1000;
    if (at > now) return `Facebook takes these calls again at ${formatTimeOfDay(at)} (in about ${waitText(at, now)}).`;
  }
  if (usage.resetSeconds) return `The oldest calls leave the window in about ${waitText(usage.seenAt + usage.resetSeconds * 1000, usage.seenAt)} after ${formatTimeOfDay(usage.seenAt)}.`;
  if (usage.level === 'critical') return 'At 100% Facebook refuses calls for a while (error 2446079); it did not say how long.';
  return null;
}

/** The throttle in force for the account (or the app), in words with the time. */
export function throttleText(throttles: readonly Throttle[], now: number): string | null {
  const active = throttles.filter((throttle) => throttle.regainAt > now).sort((a, b) => b.regainAt - a.regainAt);
  if (active.length === 0) return null;
  const parts = active.map((throttle) => (throttle.scope === 'app' ? "all of Sasar's calls" : wordsForUseCase(throttle.useCase)));
  const last = active[0] as Throttle;
  return `Facebook asks us to wait ${waitText(last.regainAt, now)} (until ${formatTimeOfDay(last.regainAt)}) for ${[...new Set(parts)].join(' and ')}${last.scope === 'app' ? '' : ' on this ad account'}. Sasar shows its stored figures meanwhile.`;
}

/**
 * The platform's rate-limit usage for the selected ad account, as the last graph responses reported it: a small
 * meter that turns yellow from 75 % and red from 90 %, with words, before Facebook's limit (sub-code 2446079)
 * stops the calls. Opens a list of every ad account's usage.
 */
export function RateLimitMeter() {
  const state = useRateLimitState();
  const accounts = usePickableAdAccounts();
  const { accountId } = useActiveAdAccount();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => !rootRef.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const freshness = useAtomValue(figureFreshnessAtom, { store: sessionStore });
  const throttles = Object.values(freshness.throttles).filter((throttle) => throttle.scope === 'app' || throttle.accountId === accountId);
  // The panel's words are written when it opens (and the meter renders again with each answer).
  const [openedAt, setOpenedAt] = useState(0);

  const usage = usageFor(state, accountId);
  if (!usage) return null;
  const nameOf = (id: string) => accounts.find((account) => account.id === id)?.name ?? id;
  const seen = Object.values(state.accounts).sort((a, b) => b.percent - a.percent);
  const levelText = LEVEL_TEXT[usage.level];
  const throttled = throttleText(throttles, openedAt);

  return (
    <Root ref={rootRef} data-testid="rate-limit-meter" data-level={usage.level}>
      <Toggle type="button" $level={usage.level} aria-expanded={open} aria-controls={panelId} onClick={() => {
          setOpenedAt(Date.now());
          setOpen(!open);
        }}>
        <Track aria-hidden="true">
          <Fill $level={usage.level} $percent={usage.percent} />
        </Track>
        <span>
          API <WideOnly>usage </WideOnly>
          {`${usage.percent}%`}
        </span>
        {levelText ? <LevelText>{levelText}</LevelText> : null}
      </Toggle>
      {open ? (
        <Panel id={panelId} role="region" aria-label="Facebook API usage">
          <h2>Facebook API usage</h2>
          <p>{limitText(usage)}</p>
          {throttled ? <p role="alert">{throttled}</p> : null}
          {recoveryText(usage, openedAt) ? <p>{recoveryText(usage, openedAt)}</p> : null}
          <ul aria-label="Usage per ad account">
            {seen.map((entry) => {
              const view = usageFor({ accounts: { [entry.accountId]: entry }, app: null }, entry.accountId) as AccountUsageView;
              return (
                <li key={entry.accountId}>
                  <span>{nameOf(entry.accountId)}</span>
                  <Figure $level={view.level}>{describeUsage(view)}</Figure>
                </li>
              );
            })}
            {state.app ? (
              <li>
                <span>All of Sasar (app limit)</span>
                <Figure $level={usageFor({ accounts: {}, app: state.app }, null)?.level ?? 'ok'}>{`${state.app.percent}%`}</Figure>
              </li>
            ) : null}
          </ul>
          <AsOf>{`As reported by the platform at ${formatDateTime(new Date(usage.seenAt))}`}</AsOf>
        </Panel>
      ) : null}
    </Root>
  );
}

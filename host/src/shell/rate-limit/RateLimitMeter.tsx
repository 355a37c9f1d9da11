import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  usageFor,
  useActiveAdAccount,
  usePickableAdAccounts,
  useRateLimitState,
  type AccountUsageView,
  type UsageLevel,
} from 'shared-graph';
import { formatDateTime } from 'shared-ui';

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

function regainText(usage: AccountUsageView): string | null {
  if (usage.level !== 'critical') return null;
  if (usage.regainAccessSeconds) return `Facebook takes calls for this account again in about ${Math.max(1, Math.round(usage.regainAccessSeconds / 60))} min.`;
  return 'Facebook refuses calls for this account at 100% (error 2446079). Give it a few minutes.';
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

  const usage = usageFor(state, accountId);
  if (!usage) return null;
  const nameOf = (id: string) => accounts.find((account) => account.id === id)?.name ?? id;
  const seen = Object.values(state.accounts).sort((a, b) => b.percent - a.percent);
  const levelText = LEVEL_TEXT[usage.level];
  const regain = regainText(usage);

  return (
    <Root ref={rootRef} data-testid="rate-limit-meter" data-level={usage.level}>
      <Toggle type="button" $level={usage.level} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
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
          <p>Share of the hourly call limit Facebook reported for each ad account. At 100% Facebook refuses calls for a while.</p>
          {regain ? <p role="alert">{regain}</p> : null}
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
          <AsOf>{`As of ${formatDateTime(new Date(usage.seenAt))}`}</AsOf>
        </Panel>
      ) : null}
    </Root>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons';
import { uiText } from '../i18n/uiText';
import { readableTextColor } from '../theme/color';
import { toneColors } from '../theme/tones';
import { SmartLink } from '../primitives/SmartLink';
import { DismissButton } from './DismissButton';

export type BannerType = 'info' | 'warning' | 'error' | 'success';

export interface BannerAction {
  label: string;
  /** A link (in-app path or external URL). */
  href?: string;
  /** A button action (used when there is no href). */
  onClick?: () => void;
  /** Open the link in a new tab (default: external URLs only). */
  external?: boolean;
}

const Root = styled.div<{ $type: BannerType; $compact: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $compact }) => ($compact ? `${theme.space.xs} ${theme.space.sm}` : `${theme.space.sm} ${theme.space.md}`)};
  border: 1px solid ${({ theme, $type }) => toneColors(theme, $type).solid};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $type }) => toneColors(theme, $type).soft};
  color: ${({ theme, $type }) => ($type === 'warning' ? theme.colors.text : toneColors(theme, $type).text)};
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : theme.fontSizes.md)};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const IconSlot = styled.span<{ $type: BannerType }>`
  display: inline-flex;
  flex: none;
  margin-top: 1px;
  color: ${({ theme, $type }) => ($type === 'warning' ? theme.colors.warningText : toneColors(theme, $type).solid)};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: 2px;
`;

const Title = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-right: ${({ theme }) => theme.space.xs};
`;

const Message = styled.div`
  flex: 1 1 260px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const actionLook = `
  flex: none;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
`;

const ActionButton = styled.button`
  ${actionLook}
  &:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;

const ActionLinkStyled = styled(SmartLink)`
  ${actionLook}
  &:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;


const ICONS = { info: InfoIcon, warning: WarningIcon, error: ErrorIcon, success: SuccessIcon } as const;

export interface BannerProps {
  /** info (default, blue), warning (yellow), error (red), success (green). */
  type?: BannerType;
  title?: ReactNode;
  /** The message (or pass `message`). */
  children?: ReactNode;
  message?: ReactNode;
  /** A link or button after the message, e.g. "Install the extension". */
  action?: BannerAction;
  /** Shows a close button that calls it. */
  onClose?: () => void;
  closeLabel?: string;
  /** Custom background colour (any CSS colour); the text colour adapts for hex colours. */
  background?: string;
  /** Icon override; `false` hides it. */
  icon?: ReactNode | false;
  /** A one-line notice with less padding and smaller text (the shell's notice area). */
  compact?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * An inline message strip: page-level notices such as "this page requires the extension" (warning),
 * the team-session-expired error or the subscription expiry. Errors use role=alert, others role=status.
 */
export function Banner({
  type = 'info',
  title,
  children,
  message,
  action,
  onClose,
  closeLabel = uiText.dismiss,
  background,
  icon,
  compact = false,
  className,
  'data-testid': testId,
}: BannerProps) {
  const Icon = ICONS[type];
  const style = background ? { background, color: readableTextColor(background) } : undefined;
  return (
    <Root $type={type} $compact={compact} role={type === 'error' ? 'alert' : 'status'} data-type={type} className={className} style={style} data-testid={testId}>
      {icon === false ? null : <IconSlot $type={type}>{icon ?? <Icon size={compact ? 14 : 16} />}</IconSlot>}
      <Body>
        <Message>
          {title !== undefined ? (
            <>
              <Title>{title}</Title>{' '}
            </>
          ) : null}
          {children ?? message}
        </Message>
        {action ? (
          action.href !== undefined ? (
            <ActionLinkStyled href={action.href} external={action.external} onClick={action.onClick}>
              {action.label}
            </ActionLinkStyled>
          ) : (
            <ActionButton type="button" onClick={action.onClick}>
              {action.label}
            </ActionButton>
          )
        ) : null}
      </Body>
      {onClose ? (
        <DismissButton type="button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon size={14} />
        </DismissButton>
      ) : null}
    </Root>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon, MegaphoneIcon } from '../icons/icons';
import { uiText } from '../i18n/uiText';
import { readableTextColor } from '../theme/color';
import { SmartLink } from '../primitives/SmartLink';

/** A compact notice in the shell's notice area, beside the other banners, not a full-width bar. */
const Root = styled.aside`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 28px;
  padding: ${({ theme }) => theme.space.xs} 36px ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid rgba(0, 0, 0, 0.12);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ribbon};
  color: ${({ theme }) => theme.colors.ribbonText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Text = styled.p`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
  svg { vertical-align: -3px; margin-right: 6px; opacity: 0.8; }
`;

const Extra = styled(SmartLink)`
  margin-left: ${({ theme }) => theme.space.sm};
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  white-space: nowrap;
  &:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`;

const ExtraText = styled.strong`
  margin-left: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Close = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xs};
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.7;
  &:hover { opacity: 1; background: rgba(0, 0, 0, 0.07); }
  &:focus-visible { outline: 2px solid currentColor; opacity: 1; }
`;

export interface RibbonProps {
  /** The announcement text (rendered as text, never as HTML). */
  message: ReactNode;
  /** Optional extra: a bold call to action, linked when `extraLink` is set. */
  extraTitle?: string | null;
  /** Link for the extra title (in-app path or URL). Unsafe URLs are not linked. */
  extraLink?: string | null;
  /** Background colour (default the theme's pale yellow `ribbon`). Text colour adapts to hex colours. */
  background?: string | null;
  /** Whether it can be closed (default true; needs `onDismiss`). */
  dismissable?: boolean;
  /** Close button → the host stores the dismissed announcement id. */
  onDismiss?: () => void;
  closeLabel?: string;
  /** Landmark name (default "Announcement"). */
  label?: string;
  className?: string;
}

/** The announcement ribbon (SPEC §2): the first notice above the page content. */
export function Ribbon({
  message,
  extraTitle,
  extraLink,
  background,
  dismissable = true,
  onDismiss,
  closeLabel = uiText.dismiss,
  label = uiText.announcement,
  className,
}: RibbonProps) {
  const style = background ? { background, color: readableTextColor(background) } : undefined;
  const linkText = extraTitle || (extraLink ? uiText.learnMore : null);
  return (
    <Root aria-label={label} className={className} style={style} data-testid="ribbon">
      <Text>
        <MegaphoneIcon size={14} />
        {message}
        {extraLink && linkText ? (
          <Extra href={extraLink}>{linkText}</Extra>
        ) : linkText ? (
          <ExtraText>{linkText}</ExtraText>
        ) : null}
      </Text>
      {dismissable && onDismiss ? (
        <Close type="button" aria-label={closeLabel} onClick={onDismiss}>
          <CloseIcon size={14} />
        </Close>
      ) : null}
    </Root>
  );
}

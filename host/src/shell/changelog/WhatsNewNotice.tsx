import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import { useLoggedIn } from 'shared-graph';
import { CloseIcon } from 'shared-ui';
import { useWhatsNew, whatsNewOpenAtom } from './whatsNewState';

const TITLES_SHOWN = 3;

const Box = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.08);
  color: inherit;
  strong { display: block; margin: 0 24px 4px 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  ul { margin: 0 0 ${({ theme }) => theme.space.sm}; padding-left: 16px; }
`;

const Read = styled.button`
  padding: 4px 10px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.12); }
`;

const Close = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  display: inline-flex;
  padding: 2px;
  border: 0;
  background: transparent;
  color: inherit;
  opacity: 0.75;
  cursor: pointer;
  &:hover { opacity: 1; }
`;

/**
 * Shown by itself while there are releases newer than the last seen id (it sits in the sidebar, so it never
 * covers the page). "Read" opens the "What's new?" dialog; closing either stores the newest id.
 */
export function WhatsNewNotice() {
  const { fresh, markSeen } = useWhatsNew();
  const openDialog = useSetAtom(whatsNewOpenAtom);
  const loggedIn = useLoggedIn();
  if (!loggedIn || fresh.length === 0) return null;
  const more = fresh.length - TITLES_SHOWN;
  return (
    <Box aria-label="New in Sasar">
      <strong>What&apos;s new?</strong>
      <ul>
        {fresh.slice(0, TITLES_SHOWN).map((entry) => (
          <li key={entry.id}>{entry.title}</li>
        ))}
        {more > 0 ? <li>{`and ${more} more`}</li> : null}
      </ul>
      <Read type="button" onClick={() => openDialog(true)}>
        Read
      </Read>
      <Close type="button" aria-label="Dismiss what's new" onClick={markSeen}>
        <CloseIcon size={14} />
      </Close>
    </Box>
  );
}

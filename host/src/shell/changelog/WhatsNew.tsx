import { useAtom } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Modal } from 'shared-ui';
import { ChangelogEntries } from './ChangelogEntries';
import { useWhatsNew, whatsNewOpenAtom } from './whatsNewState';

/** When reopened with nothing new, the dialog shows the latest few releases. */
const RECENT_COUNT = 3;

const Count = styled(Badge)`
  margin-left: ${({ theme }) => theme.space.xs};
`;

/** The header's "What's new?" button and dialog: entries newer than the last seen id; closing stores the newest. */
export function WhatsNew() {
  const { entries, fresh, markSeen } = useWhatsNew();
  const [open, setOpen] = useAtom(whatsNewOpenAtom);
  const shown = fresh.length > 0 ? fresh : entries.slice(0, RECENT_COUNT);
  const close = () => {
    markSeen();
    setOpen(false);
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        What&apos;s new?
        {fresh.length > 0 ? (
          <Count tone="brand" variant="solid" aria-label={`${fresh.length} new`}>
            {fresh.length}
          </Count>
        ) : null}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={fresh.length > 0 ? "What's new?" : 'Latest updates'}
        size="lg"
        footer={
          <>
            <Link to="/updates" onClick={close}>
              All updates
            </Link>
            <Button variant="primary" onClick={close}>
              Got it
            </Button>
          </>
        }
      >
        <ChangelogEntries entries={shown} />
      </Modal>
    </>
  );
}

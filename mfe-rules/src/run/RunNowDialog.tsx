// Run now asks first: the saved rule's dry run lists every change (object by name with its parents, before → after)
// and the notifications apart; only "Run now" in the dialog acts, Cancel changes nothing, and with nothing to do
// the dialog says so and offers no Run button.
import styled from 'styled-components';
import { requestErrorText } from 'shared-graph';
import { Banner, Button, Modal, Spinner, Stack } from 'shared-ui';
import type { RunReport } from '../api/rulesApi';
import { LEVEL_WORDS } from '../builder/ruleWords';
import { changeWords, objectName, parentWords, plannedChanges, plannedNotices } from './reportWords';

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 50vh;
  overflow-y: auto;
`;

const Change = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  &:last-child {
    border-bottom: 0;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Line = styled.span`
  display: block;
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Props {
  open: boolean;
  ruleName: string;
  level: keyof typeof LEVEL_WORDS;
  currency: string | null;
  /** The dry run's answer; null while it is read. */
  report: RunReport | null;
  error: unknown;
  running: boolean;
  onRun: () => void;
  onCancel: () => void;
}

export function RunNowDialog({ open, ruleName, level, currency, report, error, running, onRun, onCancel }: Props) {
  const changes = report ? plannedChanges(report) : [];
  const notices = report ? plannedNotices(report) : [];
  const canRun = report !== null && !report.error && (changes.length > 0 || notices.length > 0);
  const failure = error ? requestErrorText(error, 'What the rule would do could not be read. Try again.') : (report?.error ?? null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!running) onCancel();
      }}
      closeOnBackdrop={!running}
      closeOnEscape={!running}
      size="lg"
      title={`Run “${ruleName}” now?`}
      description="Nothing changes until you press Run now."
      data-testid="run-now-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={running}>
            Cancel
          </Button>
          {canRun ? (
            <Button variant="primary" onClick={onRun} loading={running}>
              Run now
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="md">
        {!report && !error ? <Spinner label="Checking what the rule would do" /> : null}
        {failure ? <Banner type="error">{failure}</Banner> : null}
        {report && !report.error ? (
          <>
            <p>
              {plural(report.objects_checked, LEVEL_WORDS[level].replace(/s$/, ''), LEVEL_WORDS[level])} checked, {report.objects_matched} matched.{' '}
              {changes.length === 0 && notices.length === 0 ? 'Nothing would change, and no notification would be sent.' : null}
            </p>
            {changes.length > 0 ? (
              <section aria-labelledby="run-now-changes">
                <h3 id="run-now-changes">{plural(changes.length, 'change', 'changes')} on Facebook</h3>
                <Changes aria-labelledby="run-now-changes">
                  {changes.map(({ object, action }, index) => (
                    <Change key={`${object.object_id}-${index}`}>
                      <Line>
                        <strong>{objectName(object)}</strong>
                      </Line>
                      {parentWords(object) ? <Muted>{parentWords(object)}</Muted> : null}
                      <Line>{changeWords(action, currency)}</Line>
                    </Change>
                  ))}
                </Changes>
              </section>
            ) : report.objects_matched > 0 ? (
              <p>Nothing on Facebook would change.</p>
            ) : null}
            {notices.length > 0 ? (
              <section aria-labelledby="run-now-notices">
                <h3 id="run-now-notices">Notifications</h3>
                <p>A notification about {plural(notices.length, LEVEL_WORDS[level].replace(/s$/, ''), LEVEL_WORDS[level])} would be sent.</p>
              </section>
            ) : null}
            {report.objects.some((o) => o.matched && o.skipped) ? (
              <p>
                Left alone this time:{' '}
                {report.objects
                  .filter((o) => o.matched && o.skipped)
                  .map((o) => `${objectName(o)} (${o.skipped})`)
                  .join(', ')}
                .
              </p>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}

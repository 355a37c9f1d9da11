// Duplicate through Meta's asynchronous batch, where the buyer wants the copies: beside the originals or, for ad sets
// and ads, into another campaign or ad set found by name; named by a pattern ("{name} - Copy {n}" by default),
// paused by default, children copied too. What Meta refuses there is named per object before anything is sent; one
// progress bar over every copy (first poll after 1.5 s, then every second) and a result per copy, a failure named
// with its object and Meta's words.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Asset } from 'shared-graph';
import { copyNames, copyPatternProblem, DEFAULT_COPY_PATTERN } from '../writes/copyNames';
import { useDuplicateAssets } from '../writes/useDuplicateAssets';
import { DUPLICATION_TIMEOUT_MESSAGE, type CopySession, type DuplicationProgress } from '../writes/duplicateAssets';
import { notifyUndoable } from '../writes/undoToast';
import { Button, Checkbox, Field, Modal, ProgressBar, Select, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { AssetWithParent } from '../asset-table/AssetWithParent';
import { countOf, LEVEL_LABEL, TYPE_OF } from '../common/levels';
import { requestFailureText } from '../common/writeErrors';
import { copyRefusal, objectWords, type TargetOption } from '../duplicate/copyTargets';
import { TargetPicker } from '../duplicate/TargetPicker';

type StatusOption = 'PAUSED' | 'ACTIVE' | 'INHERITED_FROM_SOURCE';
type Where = 'same' | 'other';

export interface DuplicateDialogProps {
  assets: readonly Asset[];
  /** Names in the list, so the copy numbers go on from the highest. */
  existingNames: readonly string[];
  /** `changed`: the dialog sent its change (Done), not cancelled. */
  onClose: (changed: boolean) => void;
}

/** The parent level copies of `level` can go into: a campaign for ad sets, an ad set for ads; none for campaigns. */
const PARENT_LEVEL = { campaign: null, adset: 'campaign', ad: 'adset' } as const;

export function DuplicateDialog({ assets, existingNames, onClose }: DuplicateDialogProps) {
  const level = assets[0]?.level ?? 'campaign';
  const parentLevel = PARENT_LEVEL[level];
  const rawAccount = assets[0]?.account_id ?? '';
  const accountId = rawAccount.startsWith('act_') ? rawAccount : `act_${rawAccount}`;
  const [copies, setCopies] = useState(1);
  const [statusOption, setStatusOption] = useState<StatusOption>('PAUSED');
  const [deepCopy, setDeepCopy] = useState(true);
  const [pattern, setPattern] = useState(DEFAULT_COPY_PATTERN);
  const [where, setWhere] = useState<Where>('same');
  const [target, setTarget] = useState<TargetOption | null>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const whereName = useId();
  const duplication = useDuplicateAssets();
  const { progress } = duplication;
  const running = duplication.isRunning;
  const finished = !running && progress?.done === true;

  const into = where === 'other' ? target : null;
  const refused = new Map(assets.map((asset) => [asset.id, copyRefusal(asset, into)] as const).filter((entry): entry is [string, string] => entry[1] !== null));
  const sendable = assets.filter((asset) => !refused.has(asset.id));
  const patternError = copyPatternProblem(pattern);
  const targetMissing = where === 'other' && !target;
  const example = patternError || !assets[0] ? null : copyNames(assets[0].name, 1, pattern, existingNames)[0]!.copyName;
  const parentWord = parentLevel ? LEVEL_LABEL[parentLevel].one : '';

  const start = async () => {
    setTried(true);
    if (patternError || targetMissing || sendable.length === 0) return;
    setFailure(null);
    try {
      const done = await duplication.duplicate(
        sendable.map((asset) => ({ asset, copies })),
        { existingNames, deepCopy: level === 'ad' ? false : deepCopy, statusOption, namePattern: pattern, ...(into ? { into } : {}) },
      );
      confirmCopies(done, into);
    } catch (err) {
      setFailure(startFailureText(err));
    }
  };

  const count = sendable.length * copies;
  const startLabel = refused.size > 0 && sendable.length > 0 ? `Duplicate the other ${countOf(level, sendable.length)}` : 'Duplicate';

  return (
    <Modal
      open
      size="md"
      title={`Duplicate ${countOf(level, assets.length)}`}
      onClose={() => {
        if (!running) onClose(Boolean(progress));
      }}
      closeOnBackdrop={!running}
      closeOnEscape={!running}
      footer={
        finished || failure ? (
          <Button variant="primary" onClick={() => onClose(Boolean(progress))}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onClose(false)} disabled={running}>
              Cancel
            </Button>
            <Button variant="primary" loading={running} onClick={() => void start()}>
              {startLabel}
            </Button>
          </>
        )
      }
    >
      {!running && !progress && !failure && (
        <Options>
          {parentLevel && (
            <WhereChoice>
              <legend>Where the copies go</legend>
              <label>
                <input type="radio" name={whereName} checked={where === 'same'} onChange={() => setWhere('same')} />
                {`In the same ${parentWord} as the original`}
              </label>
              <label>
                <input type="radio" name={whereName} checked={where === 'other'} onChange={() => setWhere('other')} />
                {`In another ${parentWord}`}
              </label>
            </WhereChoice>
          )}
          {parentLevel && where === 'other' && (
            <>
              <TargetPicker accountId={accountId} level={parentLevel} value={target} onChange={setTarget} />
              {tried && targetMissing && <Problem role="alert">{`Choose the ${parentWord} the copies go into.`}</Problem>}
              {target && (
                <Chosen>
                  Copies go into {parentWord} <strong>{target.name}</strong>
                  {target.campaign_name ? ` (campaign ${target.campaign_name})` : ''}.
                </Chosen>
              )}
            </>
          )}
          {refused.size > 0 && into && (
            <Refusals aria-label={`Not allowed in ${into.name}`}>
              {assets
                .filter((asset) => refused.has(asset.id))
                .map((asset) => (
                  <li key={asset.id}>
                    <strong>{objectWords(asset)}</strong> can’t go into “{into.name}”: {refused.get(asset.id)}
                  </li>
                ))}
            </Refusals>
          )}
          <Field
            label="Name of the copies"
            error={patternError ?? undefined}
            hint={example ? `{name} is the original name, {n} numbers the copies. The first copy: “${example}”.` : '{name} is the original name, {n} numbers the copies.'}
          >
            <TextInput value={pattern} maxLength={240} autoComplete="off" spellCheck={false} onChange={(event) => setPattern(event.target.value)} />
          </Field>
          <Row>
            <Field label="Copies of each">
              <Select value={String(copies)} onChange={(event) => setCopies(Number(event.target.value))} options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }))} />
            </Field>
            <Field label="Status of the copies">
              <Select
                value={statusOption}
                onChange={(event) => setStatusOption(event.target.value as StatusOption)}
                options={[
                  { value: 'PAUSED', label: 'Off (paused)' },
                  { value: 'ACTIVE', label: 'On' },
                  { value: 'INHERITED_FROM_SOURCE', label: 'Same as the original' },
                ]}
              />
            </Field>
          </Row>
          {level !== 'ad' && <Checkbox label={level === 'campaign' ? 'Copy the ad sets and ads too' : 'Copy the ads too'} checked={deepCopy} onChange={(event) => setDeepCopy(event.target.checked)} />}
          {tried && sendable.length === 0 && into && <Problem role="alert">{`None of these ${LEVEL_LABEL[level].many} can go into “${into.name}”. Choose another ${parentWord}.`}</Problem>}
          {count > 0 && !patternError && <Muted>{`${count} ${count === 1 ? 'copy' : 'copies'} will be made${into ? ` in “${into.name}”` : ''}.`}</Muted>}
        </Options>
      )}
      {progress && <ProgressBar value={progress.percent} label="Duplication progress" showValue />}
      {progress && <Outcome progress={progress} into={into} finished={finished} />}
      {progress && <CopyList progress={progress} assets={assets} into={into} />}
      {finished && into && progress.sessions.some((s) => s.status === 'COMPLETED') && (
        <Link to={`/adsmanager/${accountId}/${TYPE_OF[into.level]}/${into.id}/children`}>{`Open ${parentWord} “${into.name}”`}</Link>
      )}
      {failure && <p role="alert">{failure}</p>}
    </Modal>
  );
}

const COPIES_OUTCOME_UNKNOWN = 'Sasar could not reach the server, so the copies may or may not have been started. Check the list before you duplicate again.';

/** Why the duplication stopped, in words: Meta's refusal of the start, no answer (copies may exist), or the wait given up. */
function startFailureText(error: unknown): string {
  const text = requestFailureText(error, COPIES_OUTCOME_UNKNOWN);
  return text === COPIES_OUTCOME_UNKNOWN || text === DUPLICATION_TIMEOUT_MESSAGE ? text : `The copies could not be started: ${text}`;
}

/** The copies made, in the toast every change gets, with an Undo that deletes them (where nothing changed them since). */
function confirmCopies(progress: DuplicationProgress, into: TargetOption | null) {
  const made = progress.sessions.filter((s) => s.status === 'COMPLETED').length;
  if (made === 0) return;
  const copiesWord = made === 1 ? '1 copy' : `${made} copies`;
  notifyUndoable(`Made ${copiesWord}${into ? ` in “${into.name}”` : ''}.`, progress.activity ? [progress.activity] : [], made === 1 ? 'making the copy' : `making the ${made} copies`);
}

/** The whole duplication in one sentence, once it is over. */
function Outcome({ progress, into, finished }: { progress: DuplicationProgress; into: TargetOption | null; finished: boolean }) {
  const made = progress.sessions.filter((s) => s.status === 'COMPLETED').length;
  const failed = progress.sessions.filter((s) => s.status === 'FAILED').length;
  const where = into ? ` in “${into.name}”` : '';
  const text = !finished
    ? ''
    : failed === 0
      ? `${made === 1 ? 'The copy was' : `All ${made} copies were`} made${where}.`
      : made === 0
        ? `No copy was made${where}: Facebook refused ${failed === 1 ? 'it' : 'them'} (below).`
        : `${made} of ${made + failed} copies made${where}; ${failed} refused (below).`;
  return <Summary role="status">{text}</Summary>;
}

function copyLine(session: CopySession): string {
  if (session.status === 'COMPLETED') return '— done';
  if (session.status !== 'FAILED') return `— ${Math.round(session.percent)}%`;
  return '';
}

function CopyList({ progress, assets, into }: { progress: DuplicationProgress; assets: readonly Asset[]; into: TargetOption | null }) {
  const byId = new Map(assets.map((a) => [a.id, a]));
  return (
    <List aria-label="Copies">
      {progress.sessions.map((s, i) => {
        const source = byId.get(s.source.id);
        const reason = s.error?.userMessage || s.error?.message || 'Facebook did not make this copy.';
        return (
          <li key={`${s.source.id}-${i}`} data-status={s.status}>
            {s.status === 'FAILED' ? (
              <Failed>
                <strong>{source ? objectWords(source) : s.copyName}</strong>: {reason}
              </Failed>
            ) : (
              <>
                {source ? <AssetWithParent asset={copyOf(source, s.copyName, into)} strong /> : <strong>{s.copyName}</strong>} {copyLine(s)}
              </>
            )}
          </li>
        );
      })}
    </List>
  );
}

/** The copy as it will sit: its name, under the target's parents when it went elsewhere. */
function copyOf(source: Asset, name: string, into: TargetOption | null): Asset {
  if (!into) return { ...source, name };
  if (into.level === 'campaign') return { ...source, name, campaign_name: into.name };
  return { ...source, name, adset_name: into.name, campaign_name: into.campaign_name ?? source.campaign_name };
}

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const WhereChoice = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  min-width: 0;
  legend { font-weight: ${({ theme }) => theme.fontWeights.semibold}; padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; }
  label { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
`;

const Chosen = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Refusals = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} 1.5em;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.errorText};
  overflow-wrap: anywhere;
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  &:empty { display: none; }
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.errorText};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  max-height: 240px;
  overflow: auto;
  & > li { padding: 3px 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; }
`;

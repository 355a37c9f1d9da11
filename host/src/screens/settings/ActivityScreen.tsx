import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { queryKeys, requestErrorText, useServerQuery, useUser, type UndoResult } from 'shared-graph';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Field,
  Inline,
  Select,
  Spinner,
  TBody,
  THead,
  Table,
  Td,
  TextInput,
  Th,
  Tr,
  formatDateTime,
  useDebouncedValue,
} from 'shared-ui';
import { listActivity, type ActivityRecord } from './activityApi';
import { describeActivity } from './activityWords';
import { ActivityUndo, UndoResults } from './ActivityUndo';

const OBJECT_TYPES = [
  { value: '', label: 'All objects' },
  { value: 'campaign', label: 'Campaigns' },
  { value: 'adset', label: 'Ad sets' },
  { value: 'ad', label: 'Ads' },
  { value: 'rule', label: 'Rules' },
];

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9em;
`;

/** The campaign (and ad set) the object belongs to: same-named ad sets and ads told apart. */
function ParentsOf({ record }: { record: ActivityRecord }) {
  const { campaign_name: campaign, adset_name: adset } = record.activity;
  if (!campaign && !adset) return null;
  const path = [campaign && `campaign ${campaign}`, adset && `ad set ${adset}`].filter(Boolean).join(' › ');
  return <Muted>{`in ${path}`}</Muted>;
}

/** Who made the change: the member, or the rule (linked to the page the server names for it) acting for its creator. */
function MadeBy({ record }: { record: ActivityRecord }) {
  if (!record.rule) return <>{record.user.name}</>;
  const { link, name } = record.rule;
  const label = `Rule “${name}”`;
  return (
    <>
      {link ? <Link to={link}>{label}</Link> : `${label} (deleted)`}
      <Muted>{`for ${record.user.name}`}</Muted>
    </>
  );
}

/** On a phone the table scrolls sideways inside the card instead of widening the page. */
const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

/** A change in words can run long: on a phone it wraps in a readable width (the table scrolls sideways) instead of a sliver. */
const ChangeCell = styled(Td)`
  min-width: 16rem;
`;

const UndoReport = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Filters = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** /setting/activity: the team's activity log, paged, filterable by member, object type and text. */
export function ActivityScreen() {
  const user = useUser();
  const teams = user?.teams ?? [];
  const [teamId, setTeamId] = useState(0);
  const [member, setMember] = useState('');
  const [objectType, setObjectType] = useState('');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 300);
  const [page, setPage] = useState(1);
  const [undone, setUndone] = useState<UndoResult[] | null>(null);
  // A new search starts at its first page.
  const [searchedFor, setSearchedFor] = useState(q);
  if (searchedFor !== q) {
    setSearchedFor(q);
    setPage(1);
  }

  const query = { page, member, objectType, q };
  // Another page or filter keeps the rows on screen until its answer arrives.
  const log = useServerQuery(queryKeys.apiResource(`user/team/${teamId}/activity`, query), (signal) => listActivity(teamId, query, signal), {
    keepPrevious: true,
  });
  const loading = log.isPending || log.isPlaceholderData;
  const error = requestErrorText(log.error, 'The activity log could not be loaded.');
  const items = log.data?.data ?? [];

  const team = teams.find((t) => t.id === teamId);
  // Amounts read in their account's currency (a change a rule made keeps its figures as the rule wrote them).
  const currencyOf = (accountId: string) => user?.ad_accounts.find((account) => account.id === accountId || account.id === `act_${accountId}`)?.currency ?? null;
  const resetPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <>
      <Filters role="search" aria-label="Filter the activity log">
        <Inline gap="md" wrap>
          <Field label="Team">
            <Select
              value={String(teamId)}
              onChange={(event) => {
                setTeamId(Number(event.target.value));
                setMember('');
                setPage(1);
              }}
              options={teams.map((t) => ({ value: String(t.id), label: t.name }))}
            />
          </Field>
          <Field label="Member">
            <Select
              value={member}
              onChange={(event) => resetPage(setMember)(event.target.value)}
              options={[{ value: '', label: 'Everyone' }, ...(team?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }))]}
            />
          </Field>
          <Field label="Object">
            <Select value={objectType} onChange={(event) => resetPage(setObjectType)(event.target.value)} options={OBJECT_TYPES} />
          </Field>
          <Field label="Search">
            <TextInput type="search" value={text} placeholder="Name or id" maxLength={200} onChange={(event) => setText(event.target.value)} />
          </Field>
        </Inline>
      </Filters>
      <Card>
        <div role="status">
          {undone ? (
            <UndoReport>
              {`Undo finished for ${undone.length === 1 ? '1 object' : `${undone.length} objects`}:`}
              <UndoResults results={undone} />
            </UndoReport>
          ) : null}
        </div>
        {loading ? <Spinner label="Loading activity…" /> : null}
        {error ? <ErrorState message={error} onRetry={() => void log.refetch()} /> : null}
        {!loading && !error && items.length === 0 ? (
          <EmptyState title="No activity" message={page > 1 ? 'No more records.' : 'Nothing matches these filters yet.'} compact />
        ) : null}
        {!error && items.length > 0 ? (
          <Scroll tabIndex={0} role="region" aria-label="Activity, scrolls sideways">
            <Table aria-label="Activity">
              <THead>
                <Tr>
                  <Th>When</Th>
                  <Th>Made by</Th>
                  <Th>Object</Th>
                  <Th>Ad account</Th>
                  <Th>Change</Th>
                  <Th>Undo</Th>
                </Tr>
              </THead>
              <TBody>
                {items.map((record) => (
                  <Tr key={record.id}>
                    <Td nowrap>{formatDateTime(record.created_at)}</Td>
                    <Td>
                      <MadeBy record={record} />
                    </Td>
                    <Td>
                      {`${record.activity.object_type} · ${record.activity.object_name || record.activity.object_id}`}
                      <ParentsOf record={record} />
                    </Td>
                    <Td>{record.account_id}</Td>
                    <ChangeCell>
                      {describeActivity(record.activity, record.rule ? null : currencyOf(record.account_id))}
                      {record.undoes_activity_id !== null ? <Muted>Undo of an earlier change</Muted> : null}
                    </ChangeCell>
                    <Td>
                      <ActivityUndo
                        record={record}
                        onUndone={(results) => {
                          setUndone(results);
                          void log.refetch();
                        }}
                      />
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </Scroll>
        ) : null}
        <Inline gap="sm" justify="end">
          <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span aria-live="polite">{`Page ${page}`}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={loading || !log.data?.has_more}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </Inline>
      </Card>
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { isCancelled, notify } from 'shared-graph';
import { Button, Field, FormError, Inline, TextArea } from 'shared-ui';
import styled from 'styled-components';
import { searchFailureMessage } from '../interests/researchErrors';
import { ResearchPage } from '../layout/ResearchPage';
import { ResultsTable } from '../results/ResultsTable';
import { applyPatch, type RowPatch } from '../results/rows';
import { readPageRefs } from './pageIds';
import { usePageInsights } from './usePageInsights';

const Notes = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

export const INSIGHT_ERROR_TIMEOUT_MS = 10_000;

/** What was last submitted: the page ids read from the input, and the entries that were none. */
interface Request {
  ids: string[];
  unreadable: string[];
}

const NOTHING: Request = { ids: [], unreadable: [] };
const NO_PATCH: RowPatch = new Map();

/** /pages (/insights): likes, talking-about and engagement of pages, each resolved to the interest of its name. */
export function InsightsScreen() {
  const [input, setInput] = useState('');
  const [request, setRequest] = useState<Request>(NOTHING);
  const [inputError, setInputError] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<RowPatch>(NO_PATCH);
  const insights = usePageInsights(request.ids);
  const rows = useMemo(() => applyPatch(insights.rows, overlap), [insights.rows, overlap]);

  const failure = insights.error && !isCancelled(insights.error) ? searchFailureMessage(insights.error) : null;
  useEffect(() => {
    if (failure) notify.error(failure, { timeoutMs: INSIGHT_ERROR_TIMEOUT_MS });
  }, [failure, insights.errorUpdatedAt]);

  const submit = () => {
    const read = readPageRefs(input);
    if (read.ids.length === 0) {
      setRequest(NOTHING);
      setInputError(read.unreadable.length ? `Not a page id, username or facebook.com link: ${read.unreadable.join(', ')}` : 'Enter at least one page id or page URL');
      return;
    }
    setInputError(null);
    setOverlap(NO_PATCH);
    // The same pages again are read again only after a failure; otherwise their answer (or their running read) stands.
    if (read.ids.join('\n') === request.ids.join('\n') && insights.error) insights.retry();
    setRequest(read);
  };

  const error = inputError ?? failure;
  const { ids, unreadable } = request;
  const missing = insights.missing;
  return (
    <ResearchPage title="Page insights" description="Likes, talking-about and engagement of pages, with the interest behind each.">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Pages" hint="Page ids, usernames or facebook.com links — one per line or comma-separated">
          <TextArea rows={4} value={input} onChange={(e) => setInput(e.target.value)} />
        </Field>
        <Inline gap="sm" align="center">
          <Button type="submit" variant="primary" loading={insights.isStarting}>
            Get insights
          </Button>
          {ids.length > 0 && (
            <span>
              {insights.requested} of {ids.length} pages requested
            </span>
          )}
        </Inline>
      </form>
      {error && <FormError>{error}</FormError>}
      {!error && (unreadable.length > 0 || missing.length > 0) && (
        <Notes role="status">
          {unreadable.length > 0 && <p>Skipped, not a page id, username or facebook.com link: {unreadable.join(', ')}</p>}
          {missing.length > 0 && <p>No page found for: {missing.join(', ')}</p>}
        </Notes>
      )}
      <ResultsTable
        rows={rows}
        onPatch={(patch) => setOverlap((current) => new Map([...current, ...patch]))}
        modes={['page', 'reach', 'overlap']}
        loading={insights.isFetching}
        emptyMessage={ids.length ? 'No pages found' : 'Enter pages to look up'}
        exportName="sasar-pages"
        footer={
          insights.hasMore ? (
            <Inline justify="center">
              <Button onClick={insights.loadMore} loading={insights.isFetching}>
                Load more pages
              </Button>
            </Inline>
          ) : null
        }
      />
    </ResearchPage>
  );
}

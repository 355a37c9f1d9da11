import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled, notify, useActiveAdAccount } from 'shared-graph';
import { pagesApi } from './pagesApi';
import { interestsApi } from '../interests/interestsApi';
import { searchFailureMessage } from '../interests/researchErrors';
import { Button, Field, FormError, Inline, TextArea } from 'shared-ui';
import styled from 'styled-components';
import { ResultsTable } from '../results/ResultsTable';
import { pageRow, resolvePageRow, type ResearchRow } from '../results/rows';
import { readPageRefs } from './pageIds';
import { ResearchPage } from '../layout/ResearchPage';

const Notes = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

/** Pages loaded per "Load more" (fetched 10 per call by the research layer). */
export const INSIGHT_PAGE_SIZE = 100;
export const INSIGHT_ERROR_TIMEOUT_MS = 10_000;

/** /pages (/insights): likes, talking-about and engagement of pages, each resolved to the interest of its name. */
export function InsightsScreen() {
  const [input, setInput] = useState('');
  const [ids, setIds] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(0);
  const [rows, setRows] = useState<ResearchRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<string[]>([]);
  const [missing, setMissing] = useState<string[]>([]);
  const { accountId } = useActiveAdAccount();
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const loadBatch = useCallback(
    async (all: string[], from: number) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setLoading(true);
      setError(null);
      try {
        const { pages, missing: unknown } = await pagesApi.pageData({ pageIds: all.slice(from, from + INSIGHT_PAGE_SIZE), signal: own.signal });
        setMissing((current) => (from === 0 ? unknown : [...current, ...unknown]));
        const fresh = pages.map((page, index) => pageRow(page, from + index + 1));
        setRows((current) => (from === 0 ? fresh : [...current, ...fresh.filter((row) => !current.some((c) => c.id === row.id))]));
        setLoaded(from + INSIGHT_PAGE_SIZE);
        if (fresh.length === 0) return;
        const interests = await interestsApi.lookupInterests({ adAccount: accountId, names: pages.map((p) => p.name), signal: own.signal });
        setRows((current) =>
          current.map((row) => (row.type === 'page' && row.page && interests.has(row.page.name) ? resolvePageRow(row, interests.get(row.page.name) ?? null) : row)),
        );
      } catch (e) {
        if (isCancelled(e)) return;
        const message = searchFailureMessage(e);
        setError(message);
        notify.error(message, { timeoutMs: INSIGHT_ERROR_TIMEOUT_MS });
      } finally {
        if (controller.current === own) setLoading(false);
      }
    },
    [accountId],
  );

  const submit = () => {
    const { ids: parsed, unreadable: skipped } = readPageRefs(input);
    setIds(parsed);
    setUnreadable(skipped);
    setMissing([]);
    setRows([]);
    setLoaded(0);
    if (parsed.length === 0) {
      setError(skipped.length ? `Not a page id, username or facebook.com link: ${skipped.join(', ')}` : 'Enter at least one page id or page URL');
      return;
    }
    void loadBatch(parsed, 0);
  };

  const onRowsChange = useCallback((update: (rows: ResearchRow[]) => ResearchRow[]) => setRows(update), []);

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
          <Button type="submit" variant="primary" loading={loading && loaded === 0}>
            Get insights
          </Button>
          {ids.length > 0 && <span>{Math.min(loaded, ids.length)} of {ids.length} pages requested</span>}
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
        onRowsChange={onRowsChange}
        modes={['page', 'reach', 'overlap']}
        loading={loading}
        emptyMessage={ids.length ? 'No pages found' : 'Enter pages to look up'}
        exportName="sasar-pages"
        footer={
          loaded < ids.length ? (
            <Inline justify="center">
              <Button onClick={() => void loadBatch(ids, loaded)} loading={loading}>
                Load more pages
              </Button>
            </Inline>
          ) : null
        }
      />
    </ResearchPage>
  );
}

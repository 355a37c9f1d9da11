import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCancelled, useActiveAdAccount, useAdSettings } from 'shared-graph';
import { interestsApi } from '../interests/interestsApi';
import type { InterestItem } from '../interests/items';
import { Button, FormError, Inline, TextInput } from 'shared-ui';
import { ResultsTable } from '../results/ResultsTable';
import { mergeRows, type ResearchRow } from '../results/rows';
import { ResearchPage } from '../layout/ResearchPage';
import { useKeyedRows } from '../results/useKeyedRows';
import { useSearchFailure } from '../results/useSearchFailure';

interface Chain {
  seed: InterestItem[];
  /** The next page's seed (the previous request's first result); empty when there is nothing more. */
  nextSeed: InterestItem[];
  page: number;
}

const renumber = (rows: ResearchRow[]) => rows.map((row, index) => (row.rank === index + 1 ? row : { ...row, rank: index + 1 }));

/** /explore: related interests from a seed (the ?q= interest or the selected rows); page 1 chains 3 requests, later pages 15. */
export function ExploreScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [input, setInput] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setInput(q);
  }
  const [chain, setChain] = useState<Chain | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const { accountId } = useActiveAdAccount();
  const [{ objective }] = useAdSettings();
  const failure = useSearchFailure();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  // Page 1 for the query: the interest the search finds first seeds the chain.
  const key = q ? JSON.stringify([q, accountId, objective, attempt]) : null;
  const first = useKeyedRows(
    key,
    async (signal) => {
      controller.current?.abort();
      const found = await interestsApi.searchInterests({ adAccount: accountId, query: q, signal });
      if (found.length === 0) throw new Error(`No interest found for "${q}"`);
      const seed = [found[0]!];
      const result = await interestsApi.exploreSuggestions({ adAccount: accountId, seed, page: 1, objective, signal });
      setChain({ seed, nextSeed: result.nextSeed, page: 1 });
      setActionError(null);
      return renumber(result.items);
    },
    (e) => failure.fail(e, () => setAttempt((n) => n + 1)),
    failure.clear,
  );

  const explore = async (seed: InterestItem[], page: number) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setBusy(true);
    setActionError(null);
    try {
      const result = await interestsApi.exploreSuggestions({ adAccount: accountId, seed, page, objective, signal: own.signal });
      first.setRows((current) => renumber(page <= 1 ? result.items : mergeRows([current, result.items])));
      setChain((current) => ({ seed: page <= 1 ? seed : (current?.seed ?? seed), nextSeed: result.nextSeed, page }));
      failure.clear();
    } catch (e) {
      if (isCancelled(e)) return;
      setActionError(failure.fail(e, () => void explore(seed, page)));
    } finally {
      if (controller.current === own) setBusy(false);
    }
  };

  const loading = first.loading || busy;
  const error = actionError ?? first.error;

  return (
    <ResearchPage title="Explore related interests" description="Suggestions around an interest, far beyond the 25 Ads Manager shows.">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams(params);
          if (input.trim()) next.set('q', input.trim());
          else next.delete('q');
          setParams(next);
          if (input.trim() === q) setAttempt((n) => n + 1);
        }}
      >
        <Inline gap="sm" align="center">
          <TextInput aria-label="Interest to explore" placeholder="An interest, e.g. yoga" value={input} onChange={(e) => setInput(e.target.value)} width="360px" />
          <Button type="submit" variant="primary" loading={first.loading}>
            Explore
          </Button>
        </Inline>
      </form>
      {key && chain && chain.seed.length > 0 && <span>Seed: {chain.seed.map((s) => s.name).join(', ')}</span>}
      {error && <FormError>{error}</FormError>}
      <ResultsTable
        rows={first.rows}
        onRowsChange={first.setRows}
        loading={loading}
        emptyMessage={q ? 'No suggestions' : 'Type an interest to explore'}
        exportName="sasar-explore"
        selectionActions={(selected, clear) => (
          <Button
            size="sm"
            disabled={selected.length === 0 || busy}
            onClick={() => {
              clear();
              void explore(selected, 1);
            }}
          >
            Explore from selection
          </Button>
        )}
        footer={
          key && !first.loading && chain && chain.nextSeed.length > 0 ? (
            <Inline justify="center">
              <Button onClick={() => void explore(chain.nextSeed, chain.page + 1)} loading={busy}>
                Load more
              </Button>
            </Inline>
          ) : null
        }
      />
    </ResearchPage>
  );
}

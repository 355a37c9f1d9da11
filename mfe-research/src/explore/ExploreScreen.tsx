import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InterestItem } from '../interests/items';
import { Button, FormError, Inline, TextInput } from 'shared-ui';
import { ResultsTable } from '../results/ResultsTable';
import { ResearchPage } from '../layout/ResearchPage';
import { useSearchFailure } from '../results/useSearchFailure';
import { useExploration, type ExploreFrom } from './useExploration';

/** /explore: related interests from a seed (the ?q= interest or the selected rows); page 1 chains 3 requests, later pages 15. */
export function ExploreScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [input, setInput] = useState(q);
  const [selectionSeed, setSelectionSeed] = useState<InterestItem[] | null>(null);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setInput(q);
    setSelectionSeed(null);
  }

  const from: ExploreFrom | null = selectionSeed ? { seed: selectionSeed } : q ? { query: q } : null;
  const { query, rows, patchRows, seed } = useExploration(from);
  const retry = () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());
  const error = useSearchFailure(query, retry);
  // Pending without fetching: the kept research cache is being restored first.
  const loading = from !== null && (query.isFetching || query.isPending);
  const exploring = loading && !query.isFetchingNextPage;

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
          setSelectionSeed(null);
          // The same interest again reads again only after a failure; otherwise its answer (or its running read) stands.
          if (input.trim() === q && !selectionSeed && query.isError) retry();
        }}
      >
        <Inline gap="sm" align="center">
          <TextInput aria-label="Interest to explore" placeholder="An interest, e.g. yoga" value={input} onChange={(e) => setInput(e.target.value)} width="360px" />
          <Button type="submit" variant="primary" loading={exploring}>
            Explore
          </Button>
        </Inline>
      </form>
      {from && seed.length > 0 && <span>Seed: {seed.map((s) => s.name).join(', ')}</span>}
      {error && <FormError>{error}</FormError>}
      <ResultsTable
        rows={rows}
        onPatch={patchRows}
        loading={loading}
        emptyMessage={q ? 'No suggestions' : 'Type an interest to explore'}
        exportName="sasar-explore"
        selectionActions={(selected, clear) => (
          <Button
            size="sm"
            disabled={selected.length === 0 || loading}
            onClick={() => {
              clear();
              setSelectionSeed(selected);
            }}
          >
            Explore from selection
          </Button>
        )}
        footer={
          from && !exploring && query.hasNextPage ? (
            <Inline justify="center">
              <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                Load more
              </Button>
            </Inline>
          ) : null
        }
      />
    </ResearchPage>
  );
}

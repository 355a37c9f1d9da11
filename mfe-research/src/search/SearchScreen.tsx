import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useActiveAdAccount } from 'shared-graph';
import { Button, FormError } from 'shared-ui';
import { interestsApi } from '../interests/interestsApi';
import { parseKeywords } from '../interests/keywords';
import { areaHeading } from '../layout/areaHeading';
import { ResearchPage } from '../layout/ResearchPage';
import { ResultsTable } from '../results/ResultsTable';
import { useKeyedRows } from '../results/useKeyedRows';
import { useSearchFailure } from '../results/useSearchFailure';
import { SearchForm } from './SearchForm';

const heading = areaHeading('/search');

/** /search: every interest the platform has for comma-separated keywords; the query lives in the URL (?q=, ?title=1). */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const titleMatch = params.get('title') === '1';
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const { accountId } = useActiveAdAccount();
  const failure = useSearchFailure();

  const key = parseKeywords(q).length > 0 ? JSON.stringify([q, titleMatch, accountId, attempt]) : null;
  const { rows, error, loading, setRows } = useKeyedRows(
    key,
    (signal) => interestsApi.searchInterests({ adAccount: accountId, query: q, titleMatch, signal }),
    (e) => failure.fail(e, () => setAttempt((n) => n + 1)),
    failure.clear,
  );

  const search = (query: string, nextTitleMatch: boolean) => {
    const next = new URLSearchParams(params);
    if (query) next.set('q', query);
    else next.delete('q');
    if (nextTitleMatch) next.set('title', '1');
    else next.delete('title');
    setParams(next);
    if (query === q && nextTitleMatch === titleMatch) setAttempt((n) => n + 1);
  };

  return (
    <ResearchPage title={heading.title} description={heading.description}>
      <SearchForm query={q} titleMatch={titleMatch} loading={loading} onSearch={search} />
      {error && <FormError>{error}</FormError>}
      <ResultsTable
        rows={rows}
        onRowsChange={setRows}
        loading={loading}
        emptyMessage={q ? 'No interests found' : 'Type keywords to search'}
        selectionActions={(selected) => (
          <Button size="sm" disabled={selected.length === 0} onClick={() => navigate(`/explore?q=${encodeURIComponent(selected[0]!.name)}`)}>
            Explore related
          </Button>
        )}
        exportName={`sasar-search-${parseKeywords(q).join('-') || 'results'}`}
      />
    </ResearchPage>
  );
}

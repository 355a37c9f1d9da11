import { useNavigate, useSearchParams } from 'react-router-dom';
import { useActiveAdAccount } from 'shared-graph';
import { Button, FormError } from 'shared-ui';
import { interestsApi } from '../interests/interestsApi';
import { parseKeywords } from '../interests/keywords';
import { areaHeading } from '../layout/areaHeading';
import { ResearchPage } from '../layout/ResearchPage';
import { ResultsTable } from '../results/ResultsTable';
import { cacheTimes, researchKeys } from '../cache/researchCache';
import { useRowsQuery } from '../results/researchQueries';
import { useSearchFailure } from '../results/useSearchFailure';
import { SearchForm } from './SearchForm';

const heading = areaHeading('/search');

/** /search: every interest the platform has for comma-separated keywords; the query lives in the URL (?q=, ?title=1). */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const titleMatch = params.get('title') === '1';
  const navigate = useNavigate();
  const { accountId } = useActiveAdAccount();

  const keywords = parseKeywords(q);
  const key = researchKeys.search(accountId, keywords, titleMatch);
  const { query, rows, patchRows } = useRowsQuery(key, (signal) => interestsApi.searchInterests({ adAccount: accountId, query: q, titleMatch, signal }), {
    enabled: keywords.length > 0,
    ...cacheTimes(key),
    retry: false,
  });
  const error = useSearchFailure(query, () => void query.refetch());
  // Pending without fetching: the kept research cache is being restored first.
  const loading = keywords.length > 0 && (query.isFetching || query.isPending);

  const search = (text: string, nextTitleMatch: boolean) => {
    const next = new URLSearchParams(params);
    if (text) next.set('q', text);
    else next.delete('q');
    if (nextTitleMatch) next.set('title', '1');
    else next.delete('title');
    setParams(next);
    // The same search again reads again only after a failure; otherwise its answer (or its running read) stands.
    if (text === q && nextTitleMatch === titleMatch && query.isError) void query.refetch();
  };

  return (
    <ResearchPage title={heading.title} description={heading.description}>
      <SearchForm query={q} titleMatch={titleMatch} loading={loading} onSearch={search} />
      {error && <FormError>{error}</FormError>}
      <ResultsTable
        rows={rows}
        onPatch={patchRows}
        loading={loading}
        emptyMessage={q ? 'No interests found' : 'Type keywords to search'}
        selectionActions={(selected) => (
          <Button size="sm" disabled={selected.length === 0} onClick={() => navigate(`/explore?q=${encodeURIComponent(selected[0]!.name)}`)}>
            Explore related
          </Button>
        )}
        exportName={`sasar-search-${keywords.join('-') || 'results'}`}
      />
    </ResearchPage>
  );
}

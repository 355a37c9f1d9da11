import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useActiveAdAccount } from 'shared-graph';
import { interestsApi } from '../interests/interestsApi';
import { parseKeywords } from '../interests/keywords';
import { Button, Checkbox, FormError, Inline, TextInput } from 'shared-ui';
import { ResultsTable } from '../table/ResultsTable';
import { ResearchPage } from './ResearchPage';
import { useKeyedRows } from './useKeyedRows';
import { useSearchFailure } from './useSearchFailure';

/** /search: every interest the platform has for comma-separated keywords; the query lives in the URL (?q=, ?title=1). */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const titleMatch = params.get('title') === '1';
  const [input, setInput] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setInput(q);
  }
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

  const submit = (nextTitleMatch = titleMatch) => {
    const next = new URLSearchParams(params);
    const query = parseKeywords(input).join(', ');
    if (query) next.set('q', query);
    else next.delete('q');
    if (nextTitleMatch) next.set('title', '1');
    else next.delete('title');
    setParams(next);
    if (query === q && nextTitleMatch === titleMatch) setAttempt((n) => n + 1);
  };

  return (
    <ResearchPage title="Interest search" description="Every interest the platform has for your keywords, with audience sizes.">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Inline gap="sm" wrap align="center">
          <TextInput
            aria-label="Keywords"
            placeholder="Keywords, comma-separated (e.g. yoga, pilates)"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            width="420px"
          />
          <Button type="submit" variant="primary" loading={loading}>
            Search
          </Button>
          <Checkbox label="Title match" checked={titleMatch} onChange={(e) => submit(e.target.checked)} />
        </Inline>
      </form>
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

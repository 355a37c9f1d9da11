// The interest search box: comma-separated keywords and the title-match switch. Its own state, so typing does not
// re-render the results table.
import { useState } from 'react';
import { Button, Checkbox, FormError, Inline, TextInput } from 'shared-ui';
import { parseKeywords } from '../interests/keywords';

/** What a box of only commas (or spaces) says instead of searching nothing silently. */
export const NO_KEYWORDS_MESSAGE = 'Type at least one keyword: commas alone search nothing.';
/** The longest keyword list the search box takes (a URL stays well under browsers' limits). */
export const KEYWORDS_MAX_LENGTH = 1000;

interface Props {
  query: string;
  titleMatch: boolean;
  loading: boolean;
  onSearch: (query: string, titleMatch: boolean) => void;
}

export function SearchForm({ query, titleMatch, loading, onSearch }: Props) {
  const [input, setInput] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const [message, setMessage] = useState<string | null>(null);
  if (shownQuery !== query) {
    setShownQuery(query);
    setInput(query);
  }

  const submit = (nextTitleMatch = titleMatch) => {
    const keywords = parseKeywords(input);
    setMessage(keywords.length === 0 && input.trim() !== '' ? NO_KEYWORDS_MESSAGE : null);
    if (keywords.length === 0 && input.trim() !== '') return;
    onSearch(keywords.join(', '), nextTitleMatch);
  };

  return (
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
          maxLength={KEYWORDS_MAX_LENGTH}
          aria-invalid={message ? true : undefined}
          onChange={(e) => setInput(e.target.value)}
          width="min(420px, 100%)"
        />
        <Button type="submit" variant="primary" loading={loading}>
          Search
        </Button>
        <Checkbox label="Title match" checked={titleMatch} onChange={(e) => submit(e.target.checked)} />
      </Inline>
      {message && <FormError>{message}</FormError>}
    </form>
  );
}

// The audience panel's location search: asked when typing pauses, one query per text (kept an hour, SPEC §9); the
// previous suggestions stay while the next ones load.
import { requestErrorText, useActiveAdAccount, useLanguage, useServerQuery, type AudienceLocation } from 'shared-graph';
import { useDebouncedValue } from 'shared-ui';
import { cacheTimes, researchKeys } from '../cache/researchCache';
import { toLocation } from './locations';
import { locationsApi } from './locationsApi';

export const SEARCH_DELAY_MS = 250;

export function useLocationSearch(typed: string): { locations: AudienceLocation[]; error: string | null } {
  const { accountId } = useActiveAdAccount();
  const language = useLanguage();
  const text = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const key = researchKeys.locations(accountId, text, language);
  const query = useServerQuery(key, (signal) => locationsApi.searchLocations({ query: text, signal }), {
    enabled: text !== '',
    keepPrevious: true,
    ...cacheTimes(key),
    retry: false,
  });
  const locations = typed.trim() ? (query.data ?? []).map((result) => toLocation(result, language)).filter((l): l is AudienceLocation => l !== null) : [];
  return { locations, error: requestErrorText(query.error, 'Location search failed') };
}

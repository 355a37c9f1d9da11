// "Estimate reach" and "Overlap" of a table as mutations on the one query client: the estimates land in the
// research cache (deliveryEstimates.ts), overlap results go to the rows through `onPatch`. When a newer run starts,
// the older one's answer is still cached but no longer shown or reported.
import { notify, queryClient, requestErrorText, useActiveAdAccount, useAdSettings, useAudienceSettings, useServerMutation } from 'shared-graph';
import { reachApi } from '../reach/reachApi';
import type { ResearchRow, RowPatch } from './rows';

/** Overlap comparisons per run: the rows of the table page (at most 100). */
export const MAX_OVERLAP_COMPARISONS = 100;

const reportFailure = (fallback: string) => (error: unknown) => {
  const message = requestErrorText(error, fallback);
  if (message) notify.error(message);
};

export function useReachTools(onPatch: (patch: RowPatch) => void) {
  const { accountId: adAccount } = useActiveAdAccount();
  const [audience] = useAudienceSettings();
  const [{ objective }] = useAdSettings();
  const session = { client: queryClient, adAccount, audience, objective };

  const reach = useServerMutation((items: ResearchRow[]) => reachApi.estimateReach({ ...session, items }));
  const overlap = useServerMutation(({ selected, comparisons }: { selected: ResearchRow[]; comparisons: ResearchRow[] }) =>
    reachApi.estimateOverlap({ ...session, selected, comparisons: comparisons.slice(0, MAX_OVERLAP_COMPARISONS) }),
  );

  return {
    busy: reach.isPending ? ('reach' as const) : overlap.isPending ? ('overlap' as const) : null,
    /** The last estimates that arrived (the table reads every row's reach from the cache when it changes). */
    estimated: reach.data,
    estimateReach: (items: ResearchRow[]) => reach.mutate(items, { onError: reportFailure('Unable to estimate reach') }),
    estimateOverlap: (selected: ResearchRow[], comparisons: ResearchRow[]) =>
      overlap.mutate({ selected, comparisons }, { onSuccess: (results) => onPatch(results), onError: reportFailure('Unable to estimate overlap') }),
  };
}

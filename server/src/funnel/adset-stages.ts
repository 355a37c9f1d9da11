import { adsetStage, audienceStage, type AudienceFacts, type FunnelStage } from './funnel-stage';
import type { BatchRunner } from './platform-batch';

/** SPEC §9: the funnel reads lists 1000 at a time (and filters insights by at most 1000 ad sets). */
export const FUNNEL_FILTER_LIMIT = 1000;

/** Pages followed per list: 20 × 1000 ad sets is far beyond any real account. */
const MAX_PAGES = 20;

export interface AudienceRef {
  id: string;
  name: string;
  stage: FunnelStage;
}

export interface AdsetStage {
  id: string;
  stage: FunnelStage;
  /** The custom audiences the ad set includes, each with its own stage. */
  audiences: AudienceRef[];
}

export interface AccountStages {
  id: string;
  name: string;
  currency: string;
  adsets: AdsetStage[];
}

interface Page<T> {
  data?: T[];
  paging?: { cursors?: { after?: string }; next?: string };
}

interface AdsetNode {
  id: string;
  targeting?: { custom_audiences?: Array<{ id?: string; name?: string }> };
}

const AUDIENCE_FIELDS = 'id,name,subtype,rule,data_source';
const ADSET_FIELDS = 'id,targeting';

function listUrl(account: string, edge: string, fields: string, after?: string): string {
  const query = new URLSearchParams({ fields, limit: String(FUNNEL_FILTER_LIMIT) });
  if (after) query.set('after', after);
  return `${account}/${edge}?${query.toString()}`;
}

interface ListRead<T> {
  url: (after?: string) => string;
  items: T[];
  after?: string;
  pages: number;
}

/** Reads every page of several lists at once: one batch per round, each round asking for the lists' next pages. */
async function readLists<T>(run: BatchRunner, lists: Array<ListRead<T>>): Promise<void> {
  let open = lists;
  while (open.length > 0) {
    const answers = (await run(open.map((list) => list.url(list.after)))) as Array<Page<T>>;
    open.forEach((list, index) => {
      const page = answers[index] ?? {};
      list.items.push(...(page.data ?? []));
      list.pages += 1;
      list.after = page.paging?.next ? page.paging.cursors?.after : undefined;
    });
    open = open.filter((list) => list.after && list.pages < MAX_PAGES);
  }
}

/**
 * Each account's name, currency and ad sets with their funnel stage: the account, its custom audiences and its
 * ad sets' targeting, read in batches through the given runner (the team owner's connection).
 */
export async function readAccountStages(run: BatchRunner, accounts: readonly string[]): Promise<AccountStages[]> {
  const heads = (await run(accounts.map((account) => `${account}?fields=id,name,currency`))) as Array<{ id?: string; name?: string; currency?: string }>;
  const audienceLists = accounts.map<ListRead<AudienceFacts>>((account) => ({
    url: (after) => listUrl(account, 'customaudiences', AUDIENCE_FIELDS, after),
    items: [],
    pages: 0,
  }));
  const adsetLists = accounts.map<ListRead<AdsetNode>>((account) => ({
    url: (after) => listUrl(account, 'adsets', ADSET_FIELDS, after),
    items: [],
    pages: 0,
  }));
  await readLists<unknown>(run, [...audienceLists, ...adsetLists] as Array<ListRead<unknown>>);

  return accounts.map((account, index) => {
    const audiences = new Map(audienceLists[index]!.items.map((audience) => [audience.id, audience]));
    const adsets = adsetLists[index]!.items.map<AdsetStage>((adset) => {
      const included = (adset.targeting?.custom_audiences ?? []).filter((ref): ref is { id: string; name?: string } => typeof ref.id === 'string');
      return {
        id: adset.id,
        stage: adsetStage(
          included.map((ref) => ref.id),
          audiences,
        ),
        audiences: included.map((ref) => {
          const known = audiences.get(ref.id);
          return { id: ref.id, name: known?.name ?? ref.name ?? ref.id, stage: known ? audienceStage(known) : 1 };
        }),
      };
    });
    const head = heads[index] ?? {};
    return { id: account, name: head.name ?? account, currency: head.currency ?? '', adsets };
  });
}

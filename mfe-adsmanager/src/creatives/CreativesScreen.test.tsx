import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphError, type GraphOperation } from 'shared-graph/testing';
import { adsetRow, adsServer } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const GOAL = { optimization_goal: 'OFFSITE_CONVERSIONS', promoted_object: { pixel_id: '1', custom_event_type: 'PURCHASE' } };
const image = (hash: string, title: string) => ({ id: `cr${hash}${Math.round(Math.random() * 1e6)}`, title, thumbnail_url: `http://sandbox.test/platform/creative/?hash=${hash}&width=80&height=80`, image_hash: hash, object_type: 'PHOTO' });

function adRow(id: string, adset: string, campaign: string, creative: Record<string, unknown>, figures: { spend: number; impressions: number; clicks: number; purchases: number } | null, call: GraphOperation) {
  const range = JSON.parse(/time_ranges\((\[.*?\])\)/.exec(call.url.searchParams.get('fields') ?? '')?.[1] ?? '[]') as Array<{ since: string; until: string }>;
  return {
    ...adsetRow(id, `Ad ${id}`),
    adset_id: `s${adset}`,
    campaign_id: `c${campaign}`,
    campaign: { id: `c${campaign}`, name: campaign },
    adset: { id: `s${adset}`, name: adset, ...GOAL },
    creative,
    insights: figures
      ? {
          data: [
            {
              spend: String(figures.spend),
              impressions: String(figures.impressions),
              clicks: String(figures.clicks),
              actions: [{ action_type: 'offsite_conversion.fb_pixel_purchase', value: String(figures.purchases) }],
              date_start: range[0]!.since,
              date_stop: range[0]!.until,
            },
          ],
        }
      : undefined,
  };
}

/** The account's ads, a page of them per `after` cursor. */
function ads(pages: Array<(call: GraphOperation) => unknown[]>) {
  const api = adsServer();
  api.graph.on('GET', 'act_1/ads', (call) => {
    const index = Number(call.query.get('after') ?? 0);
    const next = index + 1 < pages.length ? { cursors: { after: String(index + 1) }, next: `https://graph/next?after=${index + 1}` } : { cursors: { after: 'end' } };
    return { data: pages[index]!(call), paging: next };
  });
  return api;
}

const grid = () => screen.findByRole('grid', { name: 'Creatives' });
const rowOf = async (title: string) => (await screen.findByText(title, { selector: 'strong' })).closest('[role="row"]') as HTMLElement;

test('the Creatives tab groups ads sharing an image across ad sets, sums their figures and names the best and worst ad set with its campaign', async () => {
  const { requests: calls } = ads([
      (call) => [
        adRow('1', 'Women 25-44', 'Sales | ID', image('aaa', 'Koleksi Baru'), { spend: 100000, impressions: 10000, clicks: 200, purchases: 4 }, call),
        adRow('2', 'Broad', 'Retarget | ID', image('aaa', 'Koleksi Baru'), { spend: 300000, impressions: 20000, clicks: 100, purchases: 2 }, call),
      ],
      (call) => [adRow('3', 'Broad', 'Retarget | ID', image('bbb', 'Promo Gajian'), { spend: 50000, impressions: 5000, clicks: 0, purchases: 0 }, call)],
    ]);
  renderAds('/adsmanager/act_1/creatives');
  await grid();
  const shared = await rowOf('Koleksi Baru');
  expect(within(shared).getByRole('img', { name: 'Image: Koleksi Baru' })).toBeInTheDocument();
  // The name opens the previews of an ad that runs it.
  expect(within(shared).getByRole('link', { name: 'Koleksi Baru' })).toHaveAttribute('href', '/adsmanager/act_1/ads/1/previews');
  expect(within(shared).getAllByRole('gridcell').map((c) => c.textContent?.replace(/\s/g, ' '))).toEqual(
    expect.arrayContaining(['2', 'IDR 400,000', '6Purchases', 'IDR 66,667', '30,000', '300', '1.00%', 'IDR 1,333']),
  );
  expect(within(shared).getByText('Women 25-44')).toBeInTheDocument();
  expect(within(shared).getByText(/Sales \| ID · IDR\s?25,000 per result/)).toBeInTheDocument();
  expect(within(shared).getByText(/Retarget \| ID · IDR\s?150,000 per result/)).toBeInTheDocument();
  // The second page was read without asking, so the image used once is there too, with "—" for its CPC.
  await rowOf('Promo Gajian');
  // Each "—" is a button whose description says why there is no figure.
  const reasons = async () => within(await rowOf('Promo Gajian')).queryAllByRole('button', { name: 'No value' }).map((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
  await waitFor(async () => expect(await reasons()).toHaveLength(3));
  expect(await reasons()).toEqual(expect.arrayContaining([expect.stringMatching(/^No clicks .* so no CPC/), 'No purchases in this period, so no cost per result', 'Only one ad set delivered it, so there is nothing to compare']));
  expect(screen.getByText(/2 images and videos in 3 ads, 1 used in more than one ad set/)).toBeInTheDocument();
  const list = calls.find((c) => c.url.pathname.endsWith('/act_1/ads'))!;
  expect(list.url.searchParams.get('limit')).toBe('100');
  expect(list.url.searchParams.get('fields')).toContain('creative.thumbnail_width(80)');
  expect(calls.filter((c) => c.url.pathname.endsWith('/act_1/ads'))).toHaveLength(2);
});

test('the level tabs lead to the Creatives tab and back, keeping the period', async () => {
  ads([(call) => [adRow('1', 'Women', 'Sales', image('aaa', 'Koleksi Baru'), null, call)]]).graph.on('GET', 'act_1/campaigns', { data: [] });
  const { router } = renderAds('/adsmanager/act_1/campaigns?date=last_30d');
  await userEvent.click(await screen.findByRole('link', { name: 'Creatives' }));
  await grid();
  expect(router.state.location.pathname).toBe('/adsmanager/act_1/creatives');
  expect(router.state.location.search).toContain('date=last_30d');
  expect(screen.getByRole('link', { name: 'Creatives' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(screen.getByRole('link', { name: 'Ads' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/adsmanager/act_1/ads'));
});

test('a failed read says so with Retry', async () => {
  adsServer().graph.on('GET', 'act_1/ads', graphError({ message: 'An unknown error has occurred.', type: 'OAuthException', code: 1, is_transient: true, fbtrace_id: 'x' }, 500));
  renderAds('/adsmanager/act_1/creatives');
  expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 20_000 })).toBeInTheDocument();
});

test('with every ad account chosen, the creative view asks for one account and leads back to the lists', async () => {
  adsServer();
  renderAds('/adsmanager/all/creatives');
  expect(await screen.findByRole('heading', { name: 'One ad account at a time', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ads of every account' })).toHaveAttribute('href', '/adsmanager/all/ads');
});

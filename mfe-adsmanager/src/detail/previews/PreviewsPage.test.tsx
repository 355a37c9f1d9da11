import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphError, type RecordedRequest } from 'shared-graph/testing';
import { adsetRow, adsServer } from '../../testing/adsServer';
import { renderAds } from '../../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const AD = { ...adsetRow('5', 'Image | Koleksi Baru | v1'), adset_id: '11', adset: { id: '11', name: 'Jakarta' } };
const iframe = (format: string) => `<iframe src="http://sandbox.test/ads/api/preview_iframe.php?d=${format}&amp;t=AQ1" width="320" height="570" scrolling="yes" style="border: none;"></iframe>`;

/** The ad and its previews, the `refuse` format refused as Meta refuses a format it does not have. */
function platform(refuse: string | null = null) {
  const api = adsServer();
  api.graph.on('GET', '5', AD).on('GET', '5/previews', ({ query }) => {
    const format = query.get('ad_format') ?? '';
    if (format === refuse) return graphError({ message: '(#100) Param ad_format must be one of {…}', type: 'OAuthException', code: 100, fbtrace_id: 'x' });
    return { data: [{ body: iframe(format) }] };
  });
  return api;
}

const previewCalls = (calls: RecordedRequest[]) => calls.filter((c) => c.url.pathname.endsWith('/5/previews')).map((c) => c.url.searchParams.get('ad_format'));

test("an ad's Previews page shows the platform's preview of the placement in the URL, one call for the shown tab", async () => {
  const { requests: calls } = platform();
  const { router } = renderAds('/adsmanager/act_1/ads/5/previews?date=last_30d');
  const frame = await screen.findByTitle('Facebook feed preview of Image | Koleksi Baru | v1');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'http://sandbox.test/ads/api/preview_iframe.php?d=MOBILE_FEED_STANDARD&t=AQ1');
  expect(frame).toHaveAttribute('width', '320');
  expect(frame).toHaveAttribute('height', '570');
  expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  expect(screen.getByRole('link', { name: 'Facebook feed' })).toHaveAttribute('aria-current', 'page');
  expect(previewCalls(calls)).toEqual(['MOBILE_FEED_STANDARD']);

  await userEvent.click(screen.getByRole('link', { name: 'Instagram Reels' }));
  expect(await screen.findByTitle('Instagram Reels preview of Image | Koleksi Baru | v1')).toHaveAttribute('src', expect.stringContaining('d=INSTAGRAM_REELS'));
  expect(router.state.location.pathname).toBe('/adsmanager/act_1/ads/5/previews/instagram-reels');
  expect(router.state.location.search).toBe('?date=last_30d');
  // Back to a tab already seen: from the cache, no new call.
  await userEvent.click(screen.getByRole('link', { name: 'Facebook feed' }));
  await screen.findByTitle('Facebook feed preview of Image | Koleksi Baru | v1');
  expect(previewCalls(calls)).toEqual(['MOBILE_FEED_STANDARD', 'INSTAGRAM_REELS']);
});

test('a preview the platform refuses reads as a message with Retry, and the other tabs still work', async () => {
  const { requests: calls } = platform('INSTAGRAM_STORY');
  renderAds('/adsmanager/act_1/ads/5/previews/instagram-stories');
  expect(await screen.findByText('Preview not available')).toBeInTheDocument();
  expect(screen.queryByTitle(/preview of/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(previewCalls(calls).filter((f) => f === 'INSTAGRAM_STORY').length).toBeGreaterThanOrEqual(2));
  await userEvent.click(screen.getByRole('link', { name: 'Facebook Stories' }));
  expect(await screen.findByTitle('Facebook Stories preview of Image | Koleksi Baru | v1')).toBeInTheDocument();
});

test('a campaign has no Previews page: its address opens the settings', async () => {
  adsServer().graph.on('GET', '5', { ...AD, objective: 'OUTCOME_SALES' }).on('GET', '5/adsets', { data: [] });
  const { router } = renderAds('/adsmanager/act_1/campaigns/5/previews');
  await waitFor(() => expect(router.state.location.pathname).toBe('/adsmanager/act_1/campaigns/5'));
  expect(screen.queryByRole('link', { name: 'Previews' })).not.toBeInTheDocument();
});

import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adsetRow, fakePlatform, jsonResponse, type RecordedCall } from '../../testing/fakePlatform';
import { renderAds } from '../../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const AD = { ...adsetRow('5', 'Image | Koleksi Baru | v1'), adset_id: '11', adset: { id: '11', name: 'Jakarta' } };
const iframe = (format: string) => `<iframe src="http://sandbox.test/ads/api/preview_iframe.php?d=${format}&amp;t=AQ1" width="320" height="570" scrolling="yes" style="border: none;"></iframe>`;

function platform(refuse: string | null = null) {
  return (call: RecordedCall) => {
    const path = call.url.pathname;
    if (path === '/api/graph/v21.0/5') return jsonResponse(AD);
    if (path === '/api/graph/v21.0/5/previews') {
      const format = call.url.searchParams.get('ad_format') ?? '';
      if (format === refuse) return jsonResponse({ error: { message: '(#100) Param ad_format must be one of {…}', type: 'OAuthException', code: 100, fbtrace_id: 'x' } }, 400);
      return jsonResponse({ data: [{ body: iframe(format) }] });
    }
    return undefined;
  };
}

const previewCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.pathname.endsWith('/5/previews')).map((c) => c.url.searchParams.get('ad_format'));

test("an ad's Previews page shows the platform's preview of the placement in the URL, one call for the shown tab", async () => {
  const { calls } = fakePlatform(platform());
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
  const { calls } = fakePlatform(platform('INSTAGRAM_STORY'));
  renderAds('/adsmanager/act_1/ads/5/previews/instagram-stories');
  expect(await screen.findByText('Preview not available')).toBeInTheDocument();
  expect(screen.queryByTitle(/preview of/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(previewCalls(calls).filter((f) => f === 'INSTAGRAM_STORY').length).toBeGreaterThanOrEqual(2));
  await userEvent.click(screen.getByRole('link', { name: 'Facebook Stories' }));
  expect(await screen.findByTitle('Facebook Stories preview of Image | Koleksi Baru | v1')).toBeInTheDocument();
});

test('a campaign has no Previews page: its address opens the settings', async () => {
  fakePlatform((call) => (call.url.pathname === '/api/graph/v21.0/5' ? jsonResponse({ ...AD, objective: 'OUTCOME_SALES' }) : call.url.pathname.endsWith('/5/adsets') ? jsonResponse({ data: [] }) : undefined));
  const { router } = renderAds('/adsmanager/act_1/campaigns/5/previews');
  await waitFor(() => expect(router.state.location.pathname).toBe('/adsmanager/act_1/campaigns/5'));
  expect(screen.queryByRole('link', { name: 'Previews' })).not.toBeInTheDocument();
});

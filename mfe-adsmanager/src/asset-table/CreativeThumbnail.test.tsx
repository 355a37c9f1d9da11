import { configure, render, screen, within } from '@testing-library/react';
import { SasarThemeProvider } from 'shared-ui';
import { adsetRow, adsServer, twoRanges } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';
import { CreativeThumbnail } from './CreativeThumbnail';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const creative = { id: '77', title: 'Koleksi Baru', thumbnail_url: 'http://sandbox.test/platform/creative/?hash=ab&width=80&height=80', image_hash: 'ab', video_id: null, object_type: 'PHOTO' };

describe('CreativeThumbnail', () => {
  const show = (props: Parameters<typeof CreativeThumbnail>[0]) => render(<SasarThemeProvider><CreativeThumbnail {...props} /></SasarThemeProvider>);

  it('loads the thumbnail lazily at its size, named by the headline', () => {
    show({ creative, size: 32 });
    const img = screen.getByRole('img', { name: 'Image: Koleksi Baru' });
    expect(img).toHaveAttribute('src', creative.thumbnail_url);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '32');
  });

  it('names a video as a video', () => {
    show({ creative: { ...creative, image_hash: null, video_id: '9' } });
    expect(screen.getByRole('img', { name: 'Video: Koleksi Baru' })).toBeInTheDocument();
  });

  it('shows a neutral tile, not a broken image, without a thumbnail or with an address that is not http(s)', () => {
    const { unmount } = show({ creative: null });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('thumbnail-placeholder')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    show({ creative: { ...creative, thumbnail_url: 'javascript:alert(1)' } });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

test('the Ads tab shows each ad’s thumbnail beside its name, read in the same list call', async () => {
  const ad = (id: string, name: string, extra: Record<string, unknown> = {}) => ({ ...adsetRow(id, name), adset_id: '11', adset: { id: '11', name: 'Jakarta' }, ...extra });
  const api = adsServer();
  api.graph.on('GET', 'act_1/ads', (operation) => ({
    data: [ad('5', 'Image | Koleksi Baru | v1', { creative, insights: twoRanges(operation, { spend: '1000' }, { spend: '900' }) }), ad('6', 'No creative read')],
    paging: { cursors: { after: 'x' } },
  }));
  const calls = api.requests;
  renderAds('/adsmanager/act_1/ads');
  const row = (await screen.findByRole('link', { name: 'Image | Koleksi Baru | v1' })).closest('[role="row"]') as HTMLElement;
  expect(within(row).getByRole('img', { name: 'Image: Koleksi Baru' })).toHaveAttribute('loading', 'lazy');
  const other = screen.getByRole('link', { name: 'No creative read' }).closest('[role="row"]') as HTMLElement;
  expect(within(other).queryByRole('img')).not.toBeInTheDocument();
  const graphCalls = calls.filter((c) => c.url.pathname.startsWith('/api/graph/')).map((c) => c.url.pathname);
  expect(graphCalls.filter((p) => p.endsWith('/ads'))).toHaveLength(1);
  expect(graphCalls.filter((p) => /creative|previews|adimages|\/77$/.test(p))).toEqual([]);
  expect(calls.find((c) => c.url.pathname.endsWith('/ads'))!.url.searchParams.get('fields')).toContain('creative.thumbnail_width(80).thumbnail_height(80){id,name,title,thumbnail_url,image_hash,video_id,object_type}');
});

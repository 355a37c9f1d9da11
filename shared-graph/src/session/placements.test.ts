import { allPlacements, defaultAdSettings, placementState, setPlacement } from './placements';

describe('ad settings placements', () => {
  it('defaults to CONVERSIONS with every placement on', () => {
    const s = defaultAdSettings();
    expect(s.objective).toBe('CONVERSIONS');
    expect(s.placementDevice).toBe('all');
    expect(s.placements.facebook.enabled).toBe(true);
    expect(Object.keys(s.placements.facebook.positions)).toEqual([
      'feeds', 'article', 'column', 'marketplace', 'video_feeds', 'video_instream', 'story', 'search',
    ]);
    expect(Object.keys(s.placements.instagram.positions)).toEqual(['feeds', 'explore', 'story']);
    expect(Object.keys(s.placements.messenger.positions)).toEqual(['home', 'sponsored', 'story']);
    expect(Object.keys(s.placements.audience_network.positions)).toEqual(['classic', 'instreamvid', 'rewardvid']);
  });

  it('keeps the parent on while any child is on, and off when the last one goes', () => {
    let s = defaultAdSettings();
    s = setPlacement(s, 'instagram.feeds', false);
    s = setPlacement(s, 'instagram.explore', false);
    expect(s.placements.instagram.enabled).toBe(true);
    expect(placementState(s.placements, 'instagram')).toBe('some');
    s = setPlacement(s, 'instagram.story', false);
    expect(s.placements.instagram.enabled).toBe(false);
    expect(placementState(s.placements, 'instagram')).toBe('none');
    s = setPlacement(s, 'instagram.story', true);
    expect(s.placements.instagram.enabled).toBe(true);
  });

  it('switches all children with the parent', () => {
    let s = { placements: allPlacements(true) };
    s = setPlacement(s, 'messenger', false);
    expect(s.placements.messenger).toEqual({ enabled: false, positions: { home: false, sponsored: false, story: false } });
    s = setPlacement(s, 'messenger', true);
    expect(placementState(s.placements, 'messenger')).toBe('all');
  });

  it('is pure and ignores unknown paths', () => {
    const before = defaultAdSettings();
    const snapshot = JSON.stringify(before);
    const after = setPlacement(before, 'facebook.feeds', false);
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(after).not.toBe(before);
    expect(after.placements.instagram).toBe(before.placements.instagram);
    expect(setPlacement(before, 'tiktok.feeds', false)).toBe(before);
    expect(setPlacement(before, 'facebook.reels', false)).toBe(before);
  });
});

import { ALL_POSITION_KEYS, placementProblem, placementTargeting, positionLabel, positionsForDevice, POSITIONS } from './placements';

test('every placement has human words, Reels and Search included, and no raw API word', () => {
  const labels = POSITIONS.map((p) => positionLabel(p.platform, p.meta));
  expect(labels).toEqual(expect.arrayContaining(['Facebook Reels', 'Instagram Reels', 'Facebook Search results', 'Instagram Search results', 'Facebook Right column', 'Facebook In-stream videos', 'Audience Network Rewarded videos', 'Messenger Inbox', 'Instagram Explore home']));
  expect(labels.join(' ')).not.toMatch(/Instreamvid|Rewardvid|Column\b|_/);
  expect(new Set(ALL_POSITION_KEYS).size).toBe(ALL_POSITION_KEYS.length);
});

test("a manual choice becomes Meta's publisher_platforms and positions", () => {
  expect(placementTargeting(['facebook.feed', 'facebook.facebook_reels', 'instagram.reels', 'instagram.stream'])).toEqual({
    publisher_platforms: ['facebook', 'instagram'],
    facebook_positions: ['feed', 'facebook_reels'],
    instagram_positions: ['stream', 'reels'],
  });
});

test('choices Meta refuses are named before asking it', () => {
  expect(placementProblem([], 'all')).toBe('Choose at least one placement.');
  expect(placementProblem(['instagram.explore'], 'all')).toMatch(/Instagram Feed/);
  expect(placementProblem(['audience_network.classic'], 'all')).toMatch(/Audience Network runs only with a Facebook placement/);
  expect(placementProblem(['messenger.story', 'facebook.story'], 'all')).toBeNull();
  expect(placementProblem(['facebook.right_hand_column'], 'mobile')).toMatch(/computers only/);
  expect(positionsForDevice(['facebook.right_hand_column', 'facebook.feed'], 'mobile')).toEqual(['facebook.feed']);
  expect(positionLabel('threads', 'threads_stream')).toBe('threads threads stream');
});

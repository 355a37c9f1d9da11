import { parseInsightsRow, RESULT_INSIGHTS_FIELDS, rowComponents, type AdsetOptimisation } from 'shared-graph';
import { attributionText, combinedAttribution, combinedResultType, goalGroups, resultFigures, resultTypeOf } from './resultTypes';

const pixel = (event: string) => ({ pixel_id: '1234', custom_event_type: event });
const adset = (goal: string | null, promoted: AdsetOptimisation['promoted'] = null, attribution: AdsetOptimisation['attribution'] = []): AdsetOptimisation => ({ goal, promoted, attribution });

describe('resultTypeOf', () => {
  it.each([
    ['OFFSITE_CONVERSIONS', pixel('PURCHASE'), 'Purchases', 'actions:offsite_conversion.fb_pixel_purchase', 'purchase'],
    ['VALUE', pixel('PURCHASE'), 'Purchases', 'actions:offsite_conversion.fb_pixel_purchase', 'purchase'],
    ['OFFSITE_CONVERSIONS', pixel('LEAD'), 'Leads (website)', 'actions:offsite_conversion.fb_pixel_lead', 'website lead'],
    ['OFFSITE_CONVERSIONS', pixel('COMPLETE_REGISTRATION'), 'Registrations completed', 'actions:offsite_conversion.fb_pixel_complete_registration', 'registration'],
    ['OFFSITE_CONVERSIONS', pixel('ADD_TO_CART'), 'Adds to cart', 'actions:offsite_conversion.fb_pixel_add_to_cart', 'add to cart'],
    ['OFFSITE_CONVERSIONS', pixel('INITIATED_CHECKOUT'), 'Checkouts initiated', 'actions:offsite_conversion.fb_pixel_initiate_checkout', 'checkout initiated'],
    ['OFFSITE_CONVERSIONS', pixel('ADD_PAYMENT_INFO'), 'Adds of payment info', 'actions:offsite_conversion.fb_pixel_add_payment_info', 'add of payment info'],
    ['OFFSITE_CONVERSIONS', pixel('CONTENT_VIEW'), 'Content views', 'actions:offsite_conversion.fb_pixel_view_content', 'content view'],
    ['OFFSITE_CONVERSIONS', pixel('ADD_TO_WISHLIST'), 'Adds to wishlist', 'actions:offsite_conversion.fb_pixel_add_to_wishlist', 'add to wishlist'],
    ['OFFSITE_CONVERSIONS', pixel('SEARCH'), 'Searches', 'actions:offsite_conversion.fb_pixel_search', 'search'],
    ['LEAD_GENERATION', { page_id: '55' }, 'Leads (form)', 'actions:onsite_conversion.lead_grouped', 'form lead'],
    ['QUALITY_LEAD', { page_id: '55' }, 'Leads (form)', 'actions:onsite_conversion.lead_grouped', 'form lead'],
    ['LINK_CLICKS', null, 'Link clicks', 'actions:link_click', 'link click'],
    ['LANDING_PAGE_VIEWS', null, 'Landing page views', 'actions:landing_page_view', 'landing page view'],
    ['THRUPLAY', { page_id: '55' }, 'ThruPlays', 'video_thruplay_watched_actions:video_view', 'ThruPlay'],
    ['REACH', { page_id: '55' }, 'Reach', 'reach', '1,000 people reached'],
    ['IMPRESSIONS', null, 'Impressions', 'impressions', '1,000 impressions'],
    ['AD_RECALL_LIFT', { page_id: '55' }, 'Estimated ad recall lift (people)', 'estimated_ad_recallers', 'estimated ad recall lift'],
    ['POST_ENGAGEMENT', { page_id: '55' }, 'Post engagements', 'actions:post_engagement', 'post engagement'],
    ['PAGE_LIKES', { page_id: '55' }, 'Page likes', 'actions:like', 'page like'],
    ['EVENT_RESPONSES', null, 'Event responses', 'actions:rsvp', 'event response'],
    ['CONVERSATIONS', { page_id: '55' }, 'Messaging conversations started', 'actions:onsite_conversion.messaging_conversation_started_7d', 'messaging conversation started'],
    ['APP_INSTALLS', { application_id: '77', object_store_url: 'https://play.google.com/store/apps/details?id=x' }, 'App installs', 'actions:mobile_app_install', 'app install'],
    ['OFFSITE_CONVERSIONS', { application_id: '77', custom_event_type: 'PURCHASE' }, 'In-app purchases', 'actions:app_custom_event.fb_mobile_purchase', 'in-app purchase'],
    ['IN_APP_VALUE', { application_id: '77' }, 'In-app purchases', 'actions:app_custom_event.fb_mobile_purchase', 'in-app purchase'],
    ['APP_INSTALLS_AND_OFFSITE_CONVERSIONS', { application_id: '77' }, 'App installs', 'actions:mobile_app_install', 'app install'],
    ['VISIT_INSTAGRAM_PROFILE', null, 'Instagram profile visits', 'actions:instagram_profile_visit', 'Instagram profile visit'],
  ])('%s with %j counts %s', (goal, promoted, label, component, costLabel) => {
    expect(resultTypeOf(goal, promoted)).toMatchObject({ label, component, costLabel });
  });

  it('names a custom conversion by its name, counted as offsite_conversion.custom.<id>', () => {
    const names = { customConversion: (id: string) => (id === '880' ? 'Booked a demo' : undefined) };
    expect(resultTypeOf('OFFSITE_CONVERSIONS', { pixel_id: '1', custom_event_type: 'OTHER', custom_conversion_id: '880' }, names)).toMatchObject({
      label: 'Booked a demo',
      costLabel: 'Booked a demo',
      component: 'actions:offsite_conversion.custom.880',
    });
    // Before the names arrive (or for a deleted one) it still counts, under its id.
    expect(resultTypeOf('OFFSITE_CONVERSIONS', { pixel_id: '1', custom_conversion_id: '990' })).toMatchObject({ label: 'Custom conversion 990', component: 'actions:offsite_conversion.custom.990' });
    expect(resultTypeOf('OFFSITE_CONVERSIONS', { pixel_id: '1', custom_event_type: 'PURCHASE', custom_conversion_id: '880' })!.groups).toEqual(['website', 'purchase']);
  });

  it('has no result for no goal, NONE, an unknown goal, or a conversion goal without an event', () => {
    expect(resultTypeOf(null, null)).toBeNull();
    expect(resultTypeOf('NONE', null)).toBeNull();
    expect(resultTypeOf('SOMETHING_NEW', null)).toBeNull();
    expect(resultTypeOf('OFFSITE_CONVERSIONS', { pixel_id: '1' })).toBeNull();
    expect(resultTypeOf('OFFSITE_CONVERSIONS', pixel('NOT_AN_EVENT'))).toBeNull();
  });

  it('costs reach and impressions per 1,000, everything else per result', () => {
    expect(resultTypeOf('REACH', null)!.per).toBe(1000);
    expect(resultTypeOf('IMPRESSIONS', null)!.per).toBe(1000);
    expect(resultTypeOf('LINK_CLICKS', null)!.per).toBe(1);
  });
});

describe('combinedResultType', () => {
  it("is the ad sets' result when they count the same thing", () => {
    const result = combinedResultType([adset('OFFSITE_CONVERSIONS', pixel('PURCHASE')), adset('VALUE', pixel('PURCHASE'))]);
    expect(result).toMatchObject({ kind: 'one', type: { label: 'Purchases' } });
  });
  it('is "multiple" when they count different things (Ads Manager: "Multiple conversions")', () => {
    const result = combinedResultType([adset('OFFSITE_CONVERSIONS', pixel('PURCHASE')), adset('LEAD_GENERATION', { page_id: '1' }), adset('NONE')]);
    expect(result.kind).toBe('multiple');
    expect(result.kind === 'multiple' && result.types.map((t) => t.label)).toEqual(['Purchases', 'Leads (form)']);
    expect([...goalGroups(result)].sort()).toEqual(['cpas', 'lead', 'purchase', 'website']);
  });
  it('is none without ad sets or goals', () => {
    expect(combinedResultType([])).toEqual({ kind: 'none' });
    expect(combinedResultType([adset(null)])).toEqual({ kind: 'none' });
    expect(goalGroups({ kind: 'none' }).size).toBe(0);
  });
});

describe('attribution', () => {
  it("reads as Ads Manager writes it, clicks first", () => {
    expect(attributionText([{ event_type: 'VIEW_THROUGH', window_days: 1 }, { event_type: 'CLICK_THROUGH', window_days: 7 }])).toBe('7-day click, 1-day view');
    expect(attributionText([{ event_type: 'CLICK_THROUGH', window_days: 1 }])).toBe('1-day click');
    expect(attributionText([{ event_type: 'CLICK_THROUGH', window_days: 7 }, { event_type: 'ENGAGED_VIDEO_VIEW', window_days: 1 }, { event_type: 'VIEW_THROUGH', window_days: 1 }])).toBe('7-day click, 1-day engaged-view, 1-day view');
    expect(attributionText([])).toBeNull();
    expect(attributionText([{ event_type: 'SOMETHING', window_days: 3 }])).toBeNull();
  });
  it("is the ad sets' setting when they agree", () => {
    const seven = [{ event_type: 'CLICK_THROUGH', window_days: 7 }];
    expect(combinedAttribution([adset('REACH', null, seven), adset('REACH', null, seven)])).toBe('7-day click');
    expect(combinedAttribution([adset('REACH', null, seven), adset('REACH', null, [{ event_type: 'CLICK_THROUGH', window_days: 1 }])])).toBe('Multiple attribution settings');
    expect(combinedAttribution([])).toBeNull();
  });
});

describe('resultFigures', () => {
  const row = parseInsightsRow({
    date_start: '2026-11-01',
    date_stop: '2026-11-30',
    spend: '500',
    reach: '20000',
    actions: [
      { action_type: 'offsite_conversion.fb_pixel_purchase', value: '20' },
      { action_type: 'omni_purchase', value: '22' },
    ],
  });
  const values = rowComponents(row, ['spend', 'reach', 'actions:offsite_conversion.fb_pixel_purchase', 'actions:onsite_conversion.lead_grouped']);

  it('counts the result and divides spend by it (per 1,000 for reach)', () => {
    expect(resultFigures(resultTypeOf('OFFSITE_CONVERSIONS', pixel('PURCHASE'))!, values)).toEqual({ results: 20, cost: 25, costWithoutResults: false });
    expect(resultFigures(resultTypeOf('REACH', null)!, values)).toEqual({ results: 20000, cost: 25, costWithoutResults: false });
  });
  it("keeps SPEC §5's 0 for a cost with no results, and says so", () => {
    expect(resultFigures(resultTypeOf('LEAD_GENERATION', null)!, values)).toEqual({ results: 0, cost: 0, costWithoutResults: true });
  });
  it('asks Graph for every field a result is read from', () => {
    expect(RESULT_INSIGHTS_FIELDS).toEqual(expect.arrayContaining(['spend', 'actions', 'reach', 'impressions', 'video_thruplay_watched_actions', 'estimated_ad_recallers']));
  });
});

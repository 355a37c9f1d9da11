import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPage, graphError, type GraphAnswer, type RecordedRequest } from 'shared-graph/testing';
import { adsServer } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

const G = '/api/graph/v21.0';

const refusal = (field: string, title: string, message: string) =>
  graphError({ message: 'Invalid parameter', type: 'OAuthException', code: 100, error_subcode: 1487301, error_user_title: title, error_user_msg: message, error_data: JSON.stringify({ blame_field_specs: [[field]] }) });

interface Options {
  currency?: 'IDR' | 'USD';
  adAnswers?: GraphAnswer[];
  adsetAnswers?: GraphAnswer[];
  creativeAnswers?: GraphAnswer[];
  pages?: unknown[];
}

/** The account (IDR, or USD when told), its collections, pixels, conversions, pages and places, and the create edges. */
function platform({ currency = 'IDR', adAnswers = [], adsetAnswers = [], creativeAnswers = [], pages = [{ id: '501', name: 'Batik Lestari' }] }: Options = {}) {
  let made = 0;
  const api = adsServer()
    .on('get', '/api/group', [{ id: 5, name: 'Batik lovers', count: 2, created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z' }])
    .on('post', '/api/group/collection', apiPage([{ id: 'a', fb_id: '6003001', name: 'Batik', type: 'interests' }, { id: 'b', fb_id: '6003002', name: 'Kebaya', type: 'interests' }], { has_more: false }));
  api.graph
    .on('GET', 'act_1', ({ query }) => {
      if (query.get('fields') === 'business_country_code') return { business_country_code: currency === 'USD' ? 'US' : 'ID', id: 'act_1' };
      if (currency === 'USD') return { id: 'act_1', name: 'Lestari US', currency: 'USD', min_daily_budget: 100, timezone_name: 'America/Los_Angeles' };
      return undefined;
    })
    .on('GET', 'act_1/adspixels', { data: [{ id: '777', name: 'Lestari web pixel', last_fired_time: '2026-11-26T10:00:00+0000' }] })
    .on('GET', 'act_1/customconversions', { data: [{ id: '880', name: 'Checkout thank-you', custom_event_type: 'PURCHASE', last_fired_time: '2026-11-25T10:00:00+0000', pixel: { id: '777' } }] })
    .on('GET', 'me/accounts', { data: pages })
    .on('GET', 'search', ({ query }) => ({
      data: /^jak/i.test(query.get('q') ?? '')
        ? [{ key: '2673660', name: 'Jakarta', type: 'city', country_code: 'ID', country_name: 'Indonesia', region: 'Jakarta' }, { key: '1035', name: 'Jakarta', type: 'region', country_code: 'ID', country_name: 'Indonesia' }]
        : [],
    }))
    .on('POST', 'act_1/adimages', ({ body }) => {
      const name = typeof body.name === 'string' ? body.name : 'batik.png';
      return { images: { [name]: { hash: name === 'batik.png' ? 'abc123hash' : `hash-${name}`, url: `https://sandbox.test/${name}` } } };
    })
    .on('GET', 'act_1/generatepreviews', { data: [{ body: '<iframe src="https://sandbox.test/ads/api/preview_iframe.php?d=x" width="320" height="540" scrolling="yes" style="border: none;"></iframe>' }] })
    .on('POST', 'act_1/campaigns', { id: '1201' })
    .on('POST', 'act_1/adsets', () => adsetAnswers.shift() ?? { id: '2301' })
    .on('POST', 'act_1/adcreatives', () => creativeAnswers.shift() ?? { id: `330${(made += 1)}` })
    .on('POST', 'act_1/ads', () => adAnswers.shift() ?? { id: '4401' })
    .on('DELETE', /.*/, { success: true });
  return api;
}

const posts = (calls: RecordedRequest[], edge: string) => calls.filter((c) => c.method === 'POST' && c.url.pathname === `${G}/act_1/${edge}`);
/** A write's fields as the proxy got them (JSON). */
const sent = (call: RecordedRequest) => call.body as Record<string, unknown>;
const body = sent;

/**
 * Puts text in a field the way a paste does: one input event, not one per character. The flow's tests are about
 * steps, checks and publishing, not keystrokes (the location search is typed key by key where it is the subject).
 */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

/** The places the location search found (its list appears once the search answers). */
const placesFound = async () => within(await screen.findByRole('list', { name: 'Places found' }));

async function campaignStep(name = 'Batik Q4') {
  await fill(await screen.findByRole('textbox', { name: /Campaign name/ }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad set' }));
}

async function adsetStep() {
  await fill(await screen.findByRole('textbox', { name: /Ad set name/ }), 'Jakarta buyers');
  await fill(screen.getByRole('textbox', { name: /Ad set budget \(IDR\)/ }), '150000');
  await userEvent.type(screen.getByRole('searchbox', { name: /Add a country, region or city/ }), 'Jak');
  await userEvent.click((await placesFound()).getByRole('button', { name: 'Add Jakarta, Jakarta, Indonesia (city)' }));
  const collection = screen.getByRole('combobox', { name: /saved collection/ });
  await within(collection).findByRole('option', { name: 'Batik lovers (2)' });
  await userEvent.selectOptions(collection, 'Batik lovers (2)');
  expect(await screen.findByRole('group', { name: 'Detailed targeting' })).toHaveTextContent('Batik, Kebaya');
  const pixel = screen.getByRole('combobox', { name: /Pixel/ });
  await waitFor(() => expect(pixel).toHaveValue('777'));
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad' }));
}

async function adStep(link: string) {
  await fill(await screen.findByRole('textbox', { name: /Ad name/ }), 'Batik carousel');
  await userEvent.upload(screen.getByLabelText(/^Image/), new File(['png-bytes'], 'batik.png', { type: 'image/png' }));
  expect(await screen.findByText('Uploaded: batik.png')).toBeInTheDocument();
  await fill(screen.getByRole('textbox', { name: /Primary text/ }), 'Hand-drawn batik, shipped free.');
  await fill(screen.getByRole('textbox', { name: /Headline/ }), 'New collection');
  await fill(screen.getByRole('textbox', { name: /Website address/ }), link);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Call to action/ }), 'Shop now');
}

test("objectives are today's, each with the conversion locations and goals it allows; a step with a problem stops there", async () => {
  const { requests: calls } = platform();
  renderAds('/create/act_1/campaign');
  const objective = await screen.findByRole('combobox', { name: /Objective/ });
  expect(within(objective).getAllByRole('option').map((o) => o.textContent)).toEqual(['Awareness', 'Traffic', 'Engagement', 'Leads', 'App promotion', 'Sales']);
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad set' }));
  expect(screen.getByText('Give the campaign a name.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Campaign name/ })).toHaveFocus();

  await userEvent.selectOptions(objective, 'Leads');
  await campaignStep();
  const location = await screen.findByRole('combobox', { name: /Conversion location/ });
  expect(within(location).getAllByRole('option').map((o) => o.textContent)).toEqual(['Instant forms', 'Website', 'Messenger', 'Calls']);
  expect(screen.getByRole('combobox', { name: /Performance goal/ })).toHaveDisplayValue('Maximise number of leads');
  await userEvent.selectOptions(location, 'Website');
  expect(screen.getByRole('combobox', { name: /Conversion event/ })).toHaveDisplayValue('Lead');
  expect(within(screen.getByRole('combobox', { name: /Pixel/ })).getByRole('option', { name: /Lestari web pixel — last active Nov 26, 2026/ })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Conversion event/ })).toHaveTextContent('Custom conversion: Checkout thank-you');

  await userEvent.click(screen.getByRole('button', { name: /^1 Campaign/ }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Objective/ }), 'Awareness');
  expect(screen.getByRole('textbox', { name: /Campaign name/ })).toHaveValue('Batik Q4');
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad set' }));
  const goals = await screen.findByRole('combobox', { name: /Performance goal/ });
  expect(within(goals).getAllByRole('option').map((o) => o.textContent)).toEqual(['Maximise reach of ads', 'Maximise number of impressions', 'Maximise ad recall lift', 'Maximise ThruPlay views']);
  expect(screen.getByRole('textbox', { name: /Ad set name/ })).toHaveValue('');
  expect(screen.getByText('Indonesia')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

test('placements are chosen in words, Reels and Search included, and become Meta positions', async () => {
  platform();
  renderAds('/create/act_1/campaign');
  await campaignStep();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Placements/ }), 'Manual placements');
  for (const name of ['Facebook Reels', 'Instagram Reels', 'Facebook Search results', 'Instagram Explore home', 'Facebook In-stream videos', 'Audience Network Rewarded videos', 'Messenger Inbox', 'Facebook Right column']) {
    expect(screen.getByRole('checkbox', { name })).toBeChecked();
  }
  expect(document.body.textContent).not.toMatch(/Instreamvid|Rewardvid/);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Facebook' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Instagram' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Messenger' }));
  await fill(screen.getByRole('textbox', { name: /Ad set name/ }), 'x');
  await fill(screen.getByRole('textbox', { name: /Ad set budget/ }), '150000');
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad' }));
  expect(await screen.findByText('Audience Network runs only with a Facebook placement: choose one too.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Audience Network' })).toBeChecked();
});

test('a USD account suggests and floors budgets in dollars, never rupiah amounts', async () => {
  const { requests: calls } = platform({ currency: 'USD' });
  renderAds('/create/act_1/campaign');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Budget/ }), 'Campaign budget');
  const budget = screen.getByRole('textbox', { name: /Campaign budget \(USD\)/ });
  expect(budget).toHaveAttribute('placeholder', '10.00');
  expect(screen.getByText('At least $1.00 a day.')).toBeInTheDocument();
  await fill(screen.getByRole('textbox', { name: /Campaign name/ }), 'Holiday');
  await userEvent.type(budget, '0.50');
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad set' }));
  expect(screen.getByText('Your campaign budget must be more than USD1.00 or your ads may not be delivered.')).toBeInTheDocument();
  await userEvent.clear(budget);
  await userEvent.type(budget, 'lots');
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad set' }));
  expect(screen.getByText('Enter the budget as a number, for example 10.00.')).toBeInTheDocument();
  await userEvent.clear(budget);
  await userEvent.type(budget, '25');
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad set' }));
  expect(await screen.findByText('United States')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Ad set budget/ })).not.toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

test('locations are found by name; an empty location list is refused before asking Meta', async () => {
  platform();
  renderAds('/create/act_1/campaign');
  await campaignStep();
  expect(await screen.findByText('Indonesia')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Indonesia' }));
  await userEvent.type(screen.getByRole('searchbox', { name: /Add a country, region or city/ }), 'Zzz');
  expect(await screen.findByText('No place called “Zzz”.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad' }));
  expect(screen.getByText('Add at least one location.')).toBeInTheDocument();
  const search = screen.getByRole('searchbox', { name: /Add a country, region or city/ });
  await userEvent.clear(search);
  await userEvent.type(search, 'Jak');
  expect(await screen.findByText('2 places found.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Jakarta, Indonesia (region)' }));
  expect(screen.getByRole('list', { name: 'Locations' })).toHaveTextContent('Jakarta, Indonesia · Region');
});

test('the ad is previewed per placement from the creative spec before anything is published', async () => {
  const { requests: calls } = platform();
  renderAds('/create/act_1/campaign');
  await campaignStep();
  await adsetStep();
  await userEvent.click(await screen.findByRole('button', { name: 'Preview the ad' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/Upload an image/);
  await adStep('https://batiklestari.co.id/new');
  await userEvent.click(screen.getByRole('button', { name: 'Preview the ad' }));
  expect(await screen.findByTitle('Facebook feed preview of Batik carousel')).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
  await userEvent.click(screen.getByRole('tab', { name: 'Instagram Reels' }));
  expect(await screen.findByTitle('Instagram Reels preview of Batik carousel')).toBeInTheDocument();
  const previews = calls.filter((c) => c.url.pathname === `${G}/act_1/generatepreviews`);
  expect(previews.map((c) => c.url.searchParams.get('ad_format'))).toEqual(['MOBILE_FEED_STANDARD', 'INSTAGRAM_REELS']);
  expect(JSON.parse(previews[0]!.url.searchParams.get('creative')!)).toEqual({
    object_story_spec: { page_id: '501', link_data: { link: 'https://batiklestari.co.id/new', message: 'Hand-drawn batik, shipped free.', image_hash: 'abc123hash', name: 'New collection', call_to_action: { type: 'SHOP_NOW', value: { link: 'https://batiklestari.co.id/new' } } } },
  });
  expect(body(posts(calls, 'adimages')[0]!).bytes ?? sent(posts(calls, 'adimages')[0]!).bytes).toBe(btoa('png-bytes'));
  expect(posts(calls, 'campaigns')).toHaveLength(0);
});

test('a refused ad leaves the campaign and ad set named and paused, the form intact; publishing again makes only the ad; Delete removes them', async () => {
  const { requests: calls } = platform({ adAnswers: [refusal('creative', 'Link Blocked', "Your ad can't be published because the link goes to shop.invalid, a website that doesn't follow our Advertising Standards. Use a different link.")] });
  renderAds('/create/act_1/campaign');
  await campaignStep();
  await adsetStep();
  await adStep('https://shop.invalid/batik');
  await userEvent.click(screen.getByRole('button', { name: 'Publish, paused' }));
  const banner = await screen.findByRole('alert', { name: /Not finished/ });
  expect(banner).toHaveTextContent("Campaign “Batik Q4” and ad set “Jakarta buyers” were created and are paused; the ad was refused: Your ad can't be published because the link goes to shop.invalid");
  const link = screen.getByRole('textbox', { name: /Website address/ });
  expect(link).toHaveAttribute('aria-invalid', 'true');
  expect(link).toHaveAccessibleDescription(expect.stringContaining('shop.invalid'));
  expect(link).toHaveValue('https://shop.invalid/batik');
  expect(screen.getByRole('textbox', { name: /Primary text/ })).toHaveValue('Hand-drawn batik, shipped free.');
  expect(sent(posts(calls, 'campaigns')[0]!)).toMatchObject({ name: 'Batik Q4', objective: 'OUTCOME_SALES', status: 'PAUSED' });
  expect(sent(posts(calls, 'adsets')[0]!)).toMatchObject({
    campaign_id: '1201',
    status: 'PAUSED',
    optimization_goal: 'OFFSITE_CONVERSIONS',
    daily_budget: 150000,
    promoted_object: { pixel_id: '777', custom_event_type: 'PURCHASE' },
    targeting: { geo_locations: { countries: ['ID'], cities: [{ key: '2673660' }] }, flexible_spec: [{ interests: [{ id: '6003001', name: 'Batik' }, { id: '6003002', name: 'Kebaya' }] }] },
  });
  expect(sent(posts(calls, 'ads')[0]!)).toMatchObject({ adset_id: '2301', creative: { creative_id: '3301' }, status: 'PAUSED' });

  await userEvent.click(screen.getByRole('button', { name: /^2 Ad set/ }));
  expect(screen.getByRole('textbox', { name: /Ad set name/ })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: /^3 Ad/ }));
  const fixed = screen.getByRole('textbox', { name: /Website address/ });
  await fill(fixed, 'https://batiklestari.co.id/new');
  await userEvent.click(screen.getByRole('button', { name: 'Create the ad (paused)' }));
  await waitFor(() => expect(posts(calls, 'ads')).toHaveLength(2));
  expect(posts(calls, 'campaigns')).toHaveLength(1);
  expect(posts(calls, 'adsets')).toHaveLength(1);
  expect(posts(calls, 'adcreatives')).toHaveLength(2);
  expect(sent(posts(calls, 'ads')[1]!)).toMatchObject({ creative: { creative_id: '3302' } });
});

test('Delete removes what a refused publish made and keeps the form', async () => {
  const { requests: calls } = platform({ adAnswers: [refusal('creative', 'Link Blocked', 'The link goes to shop.invalid.')] });
  renderAds('/create/act_1/campaign');
  await campaignStep();
  await adsetStep();
  await adStep('https://shop.invalid/batik');
  await userEvent.click(screen.getByRole('button', { name: 'Publish, paused' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete the campaign and ad set' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `${G}/1201`)).toBe(true));
  expect(await screen.findByRole('textbox', { name: /Campaign name/ })).toHaveValue('Batik Q4');
  expect(screen.queryByRole('alert', { name: /Not finished/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^2 Ad set/ })).not.toHaveTextContent('created');
});

test('a refused ad set leaves the campaign named and paused, marks the locations, and publishing again does not make the campaign twice', async () => {
  const { requests: calls } = platform({ adsetAnswers: [refusal('targeting', 'Audience Too Narrow', 'Your audience is too narrow: add locations or remove interests.')] });
  renderAds('/create/act_1/campaign');
  await campaignStep();
  await adsetStep();
  await adStep('https://batiklestari.co.id/new');
  await userEvent.click(screen.getByRole('button', { name: 'Publish, paused' }));
  expect(await screen.findByRole('alert', { name: /Not finished/ })).toHaveTextContent('Campaign “Batik Q4” was created and is paused; the ad set was refused: Your audience is too narrow');
  expect(await screen.findByRole('searchbox', { name: /Add a country, region or city/ })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Finish later: open the campaign' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Ad set name/ })).toHaveValue('Jakarta buyers');
  // The creative was made beside the campaign; publishing again uses it rather than making a second one.
  expect(posts(calls, 'adcreatives')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Indonesia' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next: ad' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Create the ad set and ad (paused)' }));
  await waitFor(() => expect(posts(calls, 'ads')).toHaveLength(1));
  expect(posts(calls, 'campaigns')).toHaveLength(1);
  expect(posts(calls, 'adsets')).toHaveLength(2);
  expect(posts(calls, 'adcreatives')).toHaveLength(1);
  expect(sent(posts(calls, 'ads')[0]!)).toMatchObject({ adset_id: '2301', creative: { creative_id: '3301' } });
  expect(sent(posts(calls, 'adsets')[1]!)).toMatchObject({ campaign_id: '1201', targeting: { geo_locations: { cities: [{ key: '2673660' }] } } });
});

const LESTARI_WITH_INSTAGRAM = [
  { id: '501', name: 'Batik Lestari', instagram_business_account: { id: '17841000000000501', username: 'batiklestari' } },
  { id: '502', name: 'Lestari Outlet' },
];

test("the ad runs from the Page's Instagram account where it has one (instagram_user_id), or from the Page when the user says so", async () => {
  const { requests: calls } = platform({ pages: LESTARI_WITH_INSTAGRAM });
  renderAds('/create/act_1/campaign');
  await campaignStep();
  await adsetStep();
  const instagram = await screen.findByRole('combobox', { name: /Instagram account/ });
  expect(instagram).toHaveDisplayValue('@batiklestari');
  await adStep('https://batiklestari.co.id/new');
  await userEvent.click(screen.getByRole('button', { name: 'Preview the ad' }));
  const preview = () => JSON.parse(calls.filter((c) => c.url.pathname === `${G}/act_1/generatepreviews`).at(-1)!.url.searchParams.get('creative')!);
  await waitFor(() => expect(preview().object_story_spec).toMatchObject({ page_id: '501', instagram_user_id: '17841000000000501' }));

  await userEvent.selectOptions(instagram, 'The Facebook Page instead');
  await userEvent.click(screen.getByRole('button', { name: 'Update the preview' }));
  await waitFor(() => expect(preview().object_story_spec).not.toHaveProperty('instagram_user_id'));

  // A Page without an Instagram account: the ad runs as the Page there.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Facebook Page/ }), 'Lestari Outlet');
  expect(screen.getByRole('combobox', { name: /Instagram account/ })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: /Instagram account/ })).toHaveAccessibleDescription('This Page has no Instagram account: on Instagram the ad runs as the Page.');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Facebook Page/ }), 'Batik Lestari');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Instagram account/ }), '@batiklestari');
  await userEvent.click(screen.getByRole('button', { name: 'Publish, paused' }));
  await waitFor(() => expect(posts(calls, 'ads')).toHaveLength(1));
  expect(sent(posts(calls, 'adcreatives')[0]!)).toMatchObject({ object_story_spec: { page_id: '501', instagram_user_id: '17841000000000501' } });
});

async function carouselCard(n: number, file: string, headline: string, link: string) {
  const card = within(screen.getByRole('group', { name: `Card ${n}` }));
  await userEvent.upload(card.getByLabelText(new RegExp(`^Card ${n} image`)), new File(['png'], file, { type: 'image/png' }));
  expect(await card.findByText(`Uploaded: ${file}`)).toBeInTheDocument();
  await fill(card.getByRole('textbox', { name: new RegExp(`Card ${n} headline`) }), headline);
  await fill(card.getByRole('textbox', { name: new RegExp(`Card ${n} website address`) }), link);
}

test('a carousel of 2–10 cards, each with its own image, headline and link, is checked card by card, previewed and published', async () => {
  const { requests: calls } = platform({ pages: LESTARI_WITH_INSTAGRAM });
  renderAds('/create/act_1/campaign');
  await campaignStep();
  await adsetStep();
  await fill(await screen.findByRole('textbox', { name: /Ad name/ }), 'Motifs');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Creative/ }), 'A carousel (2–10 cards)');
  expect(screen.getAllByRole('group', { name: /^Card \d$/ })).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Remove card 1' })).toBeDisabled();
  await fill(screen.getByRole('textbox', { name: /Primary text/ }), 'Three motifs, one price.');
  await fill(screen.getByRole('textbox', { name: /See more address/ }), 'https://batiklestari.co.id/koleksi');

  await userEvent.click(screen.getByRole('button', { name: 'Publish, paused' }));
  expect(screen.getByRole('textbox', { name: /Card 2 website address/ })).toHaveAccessibleDescription(/Enter the website address/);
  expect(screen.getByText('Upload an image for card 1.')).toBeInTheDocument();
  expect(screen.getByText('Give card 2 a headline.')).toBeInTheDocument();
  expect(posts(calls, 'campaigns')).toHaveLength(0);

  await carouselCard(1, 'parang.png', 'Parang', 'https://batiklestari.co.id/parang');
  await carouselCard(2, 'kawung.png', 'Kawung', 'https://batiklestari.co.id/kawung');
  expect(screen.queryByText('Upload an image for card 1.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
  await carouselCard(3, 'mega.png', 'Mega mendung', 'https://batiklestari.co.id/mega');
  await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
  await userEvent.click(screen.getByRole('button', { name: 'Remove card 4' }));
  expect(screen.getAllByRole('group', { name: /^Card \d$/ })).toHaveLength(3);

  await userEvent.click(screen.getByRole('button', { name: 'Preview the ad' }));
  expect(await screen.findByTitle('Facebook feed preview of Motifs')).toBeInTheDocument();
  const card = (n: number, name: string, slug: string) => ({
    link: `https://batiklestari.co.id/${slug}`,
    image_hash: `hash-${slug}.png`,
    name,
    call_to_action: { type: 'SHOP_NOW', value: { link: `https://batiklestari.co.id/${slug}` } },
  });
  const spec = {
    object_story_spec: {
      page_id: '501',
      instagram_user_id: '17841000000000501',
      link_data: {
        link: 'https://batiklestari.co.id/koleksi',
        message: 'Three motifs, one price.',
        child_attachments: [card(1, 'Parang', 'parang'), card(2, 'Kawung', 'kawung'), card(3, 'Mega mendung', 'mega')],
        multi_share_optimized: true,
        multi_share_end_card: true,
      },
    },
  };
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Call to action/ }), 'Shop now');
  await userEvent.click(screen.getByRole('button', { name: 'Update the preview' }));
  await waitFor(() => expect(JSON.parse(calls.filter((c) => c.url.pathname === `${G}/act_1/generatepreviews`).at(-1)!.url.searchParams.get('creative')!)).toEqual(spec));
  await userEvent.click(screen.getByRole('button', { name: 'Publish, paused' }));
  await waitFor(() => expect(posts(calls, 'ads')).toHaveLength(1));
  expect(sent(posts(calls, 'adcreatives')[0]!)).toMatchObject({ name: 'Motifs creative', ...spec });
});

test("Meta's refusal of one carousel card is told beside that card's field, the others untouched", async () => {
  const cardRefusal = graphError({
    message: 'Invalid parameter',
    type: 'OAuthException',
    code: 100,
    error_subcode: 1487242,
    error_user_title: 'Image Not Found',
    error_user_msg: 'Image with hash hash-kawung.png does not exist in ad account 1. Upload the image to the account first.',
    error_data: JSON.stringify({ blame_field_specs: [['object_story_spec[link_data][child_attachments][1][image_hash]']] }),
  });
  const { requests: calls } = platform({ creativeAnswers: [cardRefusal] });
  renderAds('/create/act_1/campaign');
  await campaignStep();
  await adsetStep();
  await fill(await screen.findByRole('textbox', { name: /Ad name/ }), 'Motifs');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Creative/ }), 'A carousel (2–10 cards)');
  await fill(screen.getByRole('textbox', { name: /Primary text/ }), 'Two motifs.');
  await fill(screen.getByRole('textbox', { name: /See more address/ }), 'https://batiklestari.co.id/koleksi');
  await carouselCard(1, 'parang.png', 'Parang', 'https://batiklestari.co.id/parang');
  await carouselCard(2, 'kawung.png', 'Kawung', 'https://batiklestari.co.id/kawung');
  await userEvent.click(screen.getByRole('button', { name: 'Publish, paused' }));

  expect(await screen.findByRole('alert', { name: /Not finished/ })).toHaveTextContent('Image with hash hash-kawung.png does not exist');
  const second = screen.getByLabelText(/^Card 2 image/);
  expect(second).toHaveAttribute('aria-invalid', 'true');
  expect(second).toHaveAccessibleDescription(/Image with hash hash-kawung.png does not exist/);
  expect(screen.getByLabelText(/^Card 1 image/)).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('textbox', { name: /Card 2 headline/ })).toHaveValue('Kawung');
  expect(posts(calls, 'ads')).toHaveLength(0);
});

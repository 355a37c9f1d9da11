import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adSettingsAtom, audienceSettingsAtom, languageAtom, sessionStore } from 'shared-graph/host';
import { locationsApi } from './locationsApi';
import { renderScreen } from '../testing/render';
import { seriousViolations } from '../testing/axe';
import { AudiencePanel } from './AudiencePanel';
import { locationName, readAges, toLocation } from './locations';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(languageAtom, 'id');
});
const audience = () => sessionStore.get(audienceSettingsAtom);

test('starts with Indonesia; a geo search result (Indonesian country name) is added and can be removed', async () => {
  const search = jest.spyOn(locationsApi, 'searchLocations').mockResolvedValue([
    { key: 'MY', name: 'Malaysia', type: 'country' },
    { key: '2612', name: 'Jakarta', type: 'region', country_code: 'ID', country_name: 'Indonesia' },
  ]);
  renderScreen(<AudiencePanel />);
  expect(screen.getByText('Indonesia')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Add location' }), 'ja');
  await userEvent.click(await screen.findByRole('button', { name: /Jakarta, Indonesia/ }));
  expect(audience().locations).toEqual([
    { code: 'ID', type: 'country', name: 'Indonesia' },
    { code: '2612', key: '2612', type: 'region', name: 'Jakarta', country: 'ID' },
  ]);
  expect(search).toHaveBeenCalledWith(expect.objectContaining({ query: 'ja' }));
  await userEvent.click(screen.getByRole('button', { name: 'Remove Indonesia' }));
  expect(audience().locations.map((l) => l.code)).toEqual(['2612']);
});

test("the 'ALL' group is offered and stored as a group", async () => {
  renderScreen(<AudiencePanel />);
  await userEvent.click(screen.getByRole('button', { name: /Seluruh Dunia/ }));
  expect(audience().locations).toContainEqual({ code: 'ALL', type: 'group', name: 'Seluruh Dunia' });
});

test('country names and the World Wide group follow the language setting without a reload', async () => {
  jest.spyOn(locationsApi, 'searchLocations').mockResolvedValue([
    { key: 'US', name: 'United States', type: 'country' },
    { key: '2612', name: 'Jakarta', type: 'region', country_code: 'ID', country_name: 'Indonesia' },
    { key: '3001', name: 'California', type: 'region', country_code: 'US', country_name: 'United States' },
  ]);
  renderScreen(<AudiencePanel />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Add location' }), 'a');
  await userEvent.click(await screen.findByRole('button', { name: /^Amerika Serikat/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Add location' }), 'c');
  await userEvent.click(await screen.findByRole('button', { name: /California, Amerika Serikat/ }));
  await userEvent.click(screen.getByRole('button', { name: /Seluruh Dunia/ }));
  expect(screen.getByRole('button', { name: 'Remove Amerika Serikat' })).toBeInTheDocument();

  act(() => sessionStore.set(languageAtom, 'en'));
  expect(screen.getByRole('button', { name: 'Remove United States' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove California, United States' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Worldwide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Worldwide/ })).toBeInTheDocument();
  expect(screen.queryByText(/Seluruh Dunia|Amerika Serikat/)).toBeNull();

  act(() => sessionStore.set(languageAtom, 'id'));
  expect(screen.getByRole('button', { name: 'Remove Amerika Serikat' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Seluruh Dunia' })).toBeInTheDocument();
  expect(screen.queryByText(/Worldwide|United States/)).toBeNull();
});

test('gender, ages, relationship and objective go to the session; an "Age to" above 65 is the open-ended 65+', async () => {
  renderScreen(<AudiencePanel />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Gender' }), { target: { value: '2' } });
  const from = screen.getByRole('spinbutton', { name: 'Age from' });
  await userEvent.clear(from);
  await userEvent.type(from, '25');
  fireEvent.blur(from);
  const to = screen.getByRole('spinbutton', { name: /Age to/ });
  await userEvent.clear(to);
  await userEvent.type(to, '80');
  fireEvent.blur(to);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Married' }));
  fireEvent.change(screen.getByRole('combobox', { name: /Objective/ }), { target: { value: 'BRAND_AWARENESS' } });
  expect(audience()).toMatchObject({ gender: 2, ageStart: 25, ageEnd: 65, relationship: ['married'] });
  expect(to).toHaveValue(65);
  expect(screen.getByText('65+')).toBeInTheDocument();
  expect(sessionStore.get(adSettingsAtom).objective).toBe('BRAND_AWARENESS');
});

test('an age the platform does not target keeps what was typed, says why on its field, and leaves the session as it was', async () => {
  renderScreen(<AudiencePanel />);
  const before = audience();
  const from = screen.getByRole('spinbutton', { name: 'Age from' });
  await userEvent.clear(from);
  await userEvent.type(from, '12');
  fireEvent.blur(from);
  expect(from).toHaveValue(12);
  expect(from).toHaveAccessibleDescription(/Audiences start at 18 years/);
  expect(audience()).toMatchObject({ ageStart: before.ageStart, ageEnd: before.ageEnd });

  await userEvent.clear(from);
  await userEvent.type(from, '40');
  const to = screen.getByRole('spinbutton', { name: /Age to/ });
  await userEvent.clear(to);
  await userEvent.type(to, '30');
  fireEvent.blur(to);
  expect(to).toHaveAccessibleDescription(/Age to must be 40 or more/);
  expect(from).not.toHaveAccessibleDescription(/start at 18/);
  // Leaving "Age from" at 40 committed 40–65; the refused "Age to" changed nothing.
  expect(audience()).toMatchObject({ ageStart: 40, ageEnd: 65 });

  await userEvent.clear(to);
  await userEvent.type(to, '50');
  fireEvent.blur(to);
  expect(to).not.toHaveAccessibleDescription(/must be/);
  expect(audience()).toMatchObject({ ageStart: 40, ageEnd: 50 });
});

test('location and age helpers', () => {
  expect(toLocation({ key: 'US', name: 'United States', type: 'country' }, 'id')).toEqual({ code: 'US', type: 'country', name: 'Amerika Serikat' });
  expect(toLocation({ key: 'US', name: 'United States', type: 'country' }, 'en')).toEqual({ code: 'US', type: 'country', name: 'United States' });
  expect(toLocation({ key: '1', name: '12345', type: 'zip' }, 'id')).toBeNull();
  const asean = toLocation({ key: 'asean', name: 'ASEAN', type: 'country_group' }, 'id')!;
  expect(locationName(asean, 'en')).toBe('ASEAN');
  expect(locationName({ code: 'XK', type: 'country', name: 'Kosovo' }, 'id')).toBe('Kosovo');
  expect(locationName({ code: '7', type: 'city', name: 'Bandung', country: 'ID' }, 'en')).toBe('Bandung, Indonesia');
  expect(locationName({ code: '8', type: 'city', name: 'Somewhere' }, 'en')).toBe('Somewhere');
  expect(readAges('', '')).toEqual({ ageStart: 18, ageEnd: 65 });
  expect(readAges(' 21 ', '99')).toEqual({ ageStart: 21, ageEnd: 65 });
  expect(readAges('65', '')).toEqual({ ageStart: 65, ageEnd: 65 });
  expect(readAges('66', '')).toEqual({ field: 'start', message: 'Age from can be at most 65.' });
  expect(readAges('25.5', '')).toEqual({ field: 'start', message: 'Enter a whole number of years.' });
  expect(readAges('20', '17')).toEqual({ field: 'end', message: 'Audiences start at 18 years.' });
  expect(readAges('40', '30')).toEqual({ field: 'end', message: 'Age to must be 40 or more (Age from).' });
});

test('the location suggestions have no serious accessibility violations (no button inside an option)', async () => {
  jest.spyOn(locationsApi, 'searchLocations').mockResolvedValue([{ key: 'MY', name: 'Malaysia', type: 'country' }]);
  renderScreen(<AudiencePanel />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Add location' }), 'ma');
  await screen.findByRole('button', { name: /Malaysia/ });
  expect(screen.getByRole('list', { name: 'Location suggestions' })).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
});

import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { interestsApi } from '../interests/interestsApi';
import { row } from '../results/testRows';
import { SearchScreen } from '../search/SearchScreen';
import { researchServer } from '../testing/researchServer';
import { renderScreen } from '../testing/render';
import { ResearchCacheScope } from './ResearchCacheScope';

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(20_000);

afterEach(() => jest.restoreAllMocks());

/** The research area as the host mounts it: its screens inside the cache scope. */
const researchArea = (
  <Routes>
    <Route element={<ResearchCacheScope />}>
      <Route path="*" element={<SearchScreen />} />
    </Route>
  </Routes>
);

test('a search answered before a reload shows again after it, without a request', async () => {
  researchServer();
  jest.spyOn(interestsApi, 'interestStatus').mockResolvedValue(new Map());
  const search = jest.spyOn(interestsApi, 'searchInterests').mockResolvedValue([row('1', { name: 'Yoga' })]);
  const first = renderScreen(researchArea, { path: '/search?q=yoga' });
  expect(await screen.findByText('Yoga')).toBeInTheDocument();
  // Leaving the area saves what is pending; a reload starts with an empty query client.
  first.unmount();
  await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('sasar.research.cache.'))).toHaveLength(1));

  renderScreen(researchArea, { path: '/search?q=yoga' });
  expect(await screen.findByText('Yoga')).toBeInTheDocument();
  expect(search).toHaveBeenCalledTimes(1);
});

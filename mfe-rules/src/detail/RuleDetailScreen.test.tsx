import { screen } from '@testing-library/react';
import { ApiError } from 'shared-graph';
import { stubApi } from 'shared-graph/testing';
import { renderRules } from '../testing/renderRules';

afterEach(() => jest.restoreAllMocks());

test('a rule that does not exist (or is another team’s) says so and leads back to the list, with no Retry', async () => {
  stubApi({
    'GET rules/99': new ApiError(404, 'not_found', 'This rule does not exist or belongs to another team'),
    'GET rules/99/history': { data: [] },
  });
  renderRules('/rules/99');
  expect(await screen.findByRole('heading', { name: 'Rule not found' })).toBeInTheDocument();
  expect(screen.getByText('This rule does not exist or belongs to another team')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All rules' })).toHaveAttribute('href', '/rules');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test.each(['abc', '99999999999999999999', '0'])('an address whose id names no rule (/rules/%s) says so without asking the server', async (id) => {
  const calls = stubApi({});
  renderRules(`/rules/${id}`);
  expect(await screen.findByRole('heading', { name: 'Rule not found' })).toBeInTheDocument();
  expect(screen.getByText('This address does not name a rule.')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

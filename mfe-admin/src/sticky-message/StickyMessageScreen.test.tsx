import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../testing/axe';
import { announcement } from '../testing/fixtures';
import { renderAdmin, toasts } from '../testing/renderAdmin';
import { apiError, productApiDouble } from 'shared-graph/testing';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const preview = () => within(screen.getByTestId('ribbon-preview'));

test('the preview follows every keystroke; the published message shows its state', async () => {
  productApiDouble()
    .on('get', '/api/admin/announcements', [announcement]);
  renderAdmin('/admin/sticky-message');
  const message = await screen.findByRole('textbox', { name: /Message/ });
  expect(message).toHaveValue('Maintenance tonight');
  expect(screen.getByText('Published')).toBeInTheDocument();
  expect(preview().getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/updates');
  await userEvent.clear(message);
  await userEvent.type(message, 'Big sale');
  await userEvent.clear(screen.getByRole('textbox', { name: /Background colour/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Background colour/ }), '#123456');
  const ribbon = preview().getByRole('complementary', { name: 'Preview of the announcement' });
  expect(ribbon).toHaveTextContent('Big sale');
  expect(ribbon).toHaveStyle({ background: '#123456' });
  await userEvent.click(screen.getByRole('checkbox', { name: /Users can close it/ }));
  expect(preview().queryByRole('button', { name: /Dismiss|Close/ })).toBeNull();
  expect(await seriousViolations()).toEqual([]);
});

test('a new message is saved unpublished, then published; users are told when it shows', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/announcements', [])
    .on('post', '/api/admin/announcements', ({ body }) => ({ ...announcement, ...(body as object), id: 8, active: false }))
    .on('post', '/api/admin/announcements/{id}/publish', { ...announcement, id: 8, message: 'Hello', active: true });
  renderAdmin('/admin/sticky-message');
  await userEvent.type(await screen.findByRole('textbox', { name: /Message/ }), 'Hello');
  await userEvent.type(screen.getByRole('textbox', { name: /Extra link/ }), 'https://example.com/sale');
  await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
  await waitFor(() => expect(toasts().map((t) => t.message)).toEqual(['The sticky message is published: users see it on their next page load.']));
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
    ['/api/admin/announcements', { message: 'Hello', extra_title: null, extra_link: 'https://example.com/sale', dismissable: true, background_color: null, active: false }],
    ['/api/admin/announcements/8/publish', undefined],
  ]);
});

test('a bad link or colour is named before anything is sent; a refusal keeps what was typed', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/announcements', [announcement])
    .on('patch', '/api/admin/announcements/{id}', apiError(400, 'bad_request', 'The message can be at most 500 characters.'));
  renderAdmin('/admin/sticky-message');
  await userEvent.clear(await screen.findByRole('textbox', { name: /Extra link/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Extra link/ }), 'www.example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /Background colour/ }), 'red');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('The link must be an http(s):// address or a path in the app such as /updates.')).toBeInTheDocument();
  expect(screen.getByText('The background colour must look like #1a2b3c or #abc.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

  await userEvent.clear(screen.getByRole('textbox', { name: /Extra link/ }));
  await userEvent.clear(screen.getByRole('textbox', { name: /Background colour/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The message can be at most 500 characters.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Maintenance tonight');
});

test('unpublish takes the ribbon away', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/announcements', [announcement])
    .on('post', '/api/admin/announcements/{id}/unpublish', { ...announcement, active: false });
  renderAdmin('/admin/sticky-message');
  await userEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
  await waitFor(() => expect(toasts().map((t) => t.message)).toEqual(['The sticky message is unpublished: users no longer see it.']));
  expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/admin/announcements/4/unpublish');
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, userAtom, type User } from 'shared-graph/host';
import { renderAt } from '../../testing/renderShell';
import { Affiliate } from './Affiliate';
import { AFFILIATE_PROGRAM_URL, facebookShareUrl, openFacebookShare, profileLink } from './affiliate';

test('the profile link carries the login and the referral tag 22', () => {
  expect(profileLink('dewi lestari', 'https://app.sasar.id')).toBe('https://app.sasar.id/?ref=dewi%20lestari&tag=22');
  expect(facebookShareUrl('https://app.sasar.id/?ref=demo&tag=22')).toBe(
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fapp.sasar.id%2F%3Fref%3Ddemo%26tag%3D22',
  );
});

test('Share to Facebook opens a 600x400 pop-up with the share URL', () => {
  const open = jest.fn();
  openFacebookShare({ open, screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 } as unknown as Window, 'https://x/?ref=demo&tag=22');
  expect(open).toHaveBeenCalledTimes(1);
  const [url, name, features] = open.mock.calls[0] as [string, string, string];
  expect(url).toBe(facebookShareUrl('https://x/?ref=demo&tag=22'));
  expect(name).toBe('sasar-affiliate-share');
  expect(features).toMatch(/(^|,)width=600(,|$)/);
  expect(features).toMatch(/(^|,)height=400(,|$)/);
  expect(features).toContain('left=500,top=300');
});

test('the modal: title Affiliate, the commission text, share button and program link', async () => {
  sessionStore.set(userAtom, { id: 1, login: 'demo', teams: [], ad_accounts: [] } as unknown as User);
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderAt(<Affiliate />);
  await userEvent.click(screen.getByRole('button', { name: 'Affiliate' }));
  const dialog = screen.getByRole('dialog', { name: 'Affiliate' });
  expect(within(dialog).getByText('Refer a Friend and Get 20% Recurring Commision')).toBeInTheDocument();
  expect(within(dialog).getByText(`${window.location.origin}/?ref=demo&tag=22`)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /Affiliate program/ })).toHaveAttribute('href', AFFILIATE_PROGRAM_URL);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Share to Facebook' }));
  expect(open).toHaveBeenCalledWith(facebookShareUrl(`${window.location.origin}/?ref=demo&tag=22`), 'sasar-affiliate-share', expect.stringContaining('width=600,height=400'));
  open.mockRestore();
});

/** SPEC §1: the referral tag every shared profile link carries. */
export const AFFILIATE_TAG = 22;
/** The affiliate program's page (terms and payouts). */
export const AFFILIATE_PROGRAM_URL = 'https://sasar.id/affiliate';
export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** The user's public profile link: the app's origin with the login as referrer and the fixed tag. */
export function profileLink(login: string, origin: string): string {
  return `${origin}/?ref=${encodeURIComponent(login)}&tag=${AFFILIATE_TAG}`;
}

export function facebookShareUrl(link: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
}

/** "Share to Facebook": a 600x400 pop-up, centred on the current window. */
export function openFacebookShare(win: Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>, link: string) {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SHARE_POPUP.height) / 2));
  return win.open(
    facebookShareUrl(link),
    'sasar-affiliate-share',
    `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener`,
  );
}

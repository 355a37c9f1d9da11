import type { Page } from './page';

/** The Instagram business account connected to a page: managed pages have one (Meta's ids start 17841…). */
export interface InstagramAccount {
  id: string;
  username: string;
}

export function instagramAccountOf(page: Page): InstagramAccount | undefined {
  if (page.ownerUserId === null) return undefined;
  return { id: `17841${page.id.slice(-10).padStart(10, '0')}`, username: page.username.toLowerCase().replace(/[^a-z0-9._]/g, '') };
}

import type { Db } from '../db/database';
import { createAnnouncement } from './announcements';

/** The demo world's announcement: what the ribbon shows on first start. */
export async function seedAnnouncement(db: Db) {
  return createAnnouncement(db, {
    message: 'New in 3.20: your team’s activity log is in Settings › Activity.',
    extraTitle: "See what's new",
    extraLink: '/updates',
    dismissable: true,
    backgroundColor: null,
  });
}

export interface Page {
  id: string;
  name: string;
  username: string;
  category: string;
  categoryId: string;
  about: string;
  fanCount: number;
  followersCount: number;
  talkingAboutCount: number;
  wereHereCount: number;
  verification: 'blue_verified' | 'not_verified';
  website: string | null;
  /** Platform user who manages the page, if any. */
  ownerUserId: string | null;
  pictureColor: string;
}

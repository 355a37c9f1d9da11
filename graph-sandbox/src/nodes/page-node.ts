import type { NodeType } from '../graph/fields/node-type';
import { instagramAccountOf } from '../world/pages/instagram-account';
import type { Page } from '../world/pages/page';
import { pageAdsPostsEdge } from './page-post-node';
import { pictureValue } from './profile-picture';

export const pageNode: NodeType<Page> = {
  name: 'Page',
  defaultFields: ['name'],
  id: (page) => page.id,
  fields: {
    id: (p) => p.id,
    name: (p) => p.name,
    username: (p) => p.username,
    category: (p) => p.category,
    category_list: (p) => [{ id: p.categoryId, name: p.category }],
    about: (p) => p.about,
    fan_count: (p) => p.fanCount,
    followers_count: (p) => p.followersCount,
    talking_about_count: (p) => p.talkingAboutCount,
    were_here_count: (p) => p.wereHereCount,
    checkins: (p) => p.wereHereCount,
    link: (p) => `https://www.facebook.com/${p.username}`,
    website: (p) => p.website ?? undefined,
    verification_status: (p) => p.verification,
    is_verified: (p) => p.verification === 'blue_verified',
    picture: (p, spec, ctx) => pictureValue(p.id, spec, ctx),
    // `instagram_business_account{id,username}`: the Instagram account ads can run from (managed pages only).
    instagram_business_account: (p) => instagramAccountOf(p),
    connected_instagram_account: (p) => instagramAccountOf(p),
  },
  edges: {
    ads_posts: pageAdsPostsEdge,
  },
};

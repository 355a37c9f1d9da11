// A page's posts that ads run (`GET /{page}/ads_posts`, Meta's PagePost): the post each creative of the page makes,
// newest first, for the caller's ad accounts — the "use an existing post" list of an ad create flow.
import type { EdgeDefinition, NodeType } from '../graph/fields/node-type';
import { rowsOf } from '../graph/fields/project';
import type { Page } from '../world/pages/page';
import { createdAtOf, creativesOf, storyIdOf, textOf, type AdCreative } from './creative-content';
import { creativePictureUrl } from './creative-pictures';
import { accountTime } from './node-values';

const pageOf = (c: AdCreative): string => c.stored?.pageId ?? c.account.pageId;

export const pagePostNode: NodeType<AdCreative> = {
  name: 'PagePost',
  defaultFields: ['created_time', 'message', 'id'],
  id: (c) => c.stored?.objectStoryId ?? storyIdOf(c),
  fields: {
    id: (c) => c.stored?.objectStoryId ?? storyIdOf(c),
    message: (c) => textOf(c).body || undefined,
    created_time: (c) => accountTime(createdAtOf(c), c.account),
    full_picture: (c, _spec, ctx) => creativePictureUrl(ctx.world, c, ctx, { width: 720, height: 720 }),
    permalink_url: (c) => `https://www.facebook.com/${(c.stored?.objectStoryId ?? storyIdOf(c)).replace('_', '/posts/')}`,
    call_to_action: (c) => ({ type: textOf(c).callToAction, value: { link: textOf(c).link } }),
    is_eligible_for_promotion: () => true,
    promotable_id: (c) => c.stored?.objectStoryId ?? storyIdOf(c),
  },
};

/** Posts of the page that the caller's accounts advertise (one per post; posts made from a post are left out). */
export const pageAdsPostsEdge: EdgeDefinition<Page> = {
  rows: (page, ctx) => {
    const userId = ctx.principal?.kind === 'user' ? ctx.principal.user.id : undefined;
    const seen = new Set<string>();
    const posts = ctx.world.accounts
      .filter((account) => account.ownerUserId === userId)
      .flatMap((account) => creativesOf(ctx.world, account))
      .filter((c) => pageOf(c) === page.id && !c.stored?.objectStoryId)
      .filter((c) => {
        const id = storyIdOf(c);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      })
      .sort((a, b) => createdAtOf(b) - createdAtOf(a));
    return rowsOf(pagePostNode, posts, ctx);
  },
};

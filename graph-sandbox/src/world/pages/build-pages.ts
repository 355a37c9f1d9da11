import type { Random } from '../../lib/random';
import type { IdFactory } from '../ids';
import { BUDI, DEWI, SITI } from '../people/platform-users';
import type { Page } from './page';
import { PAGE_SEEDS, type PageSeed } from './page-catalog';

const FAN_RANGES: Record<PageSeed['scale'], [number, number]> = {
  small: [800, 25_000],
  medium: [25_000, 400_000],
  large: [400_000, 4_000_000],
  huge: [4_000_000, 28_000_000],
};

const OWNERS = { dewi: DEWI.id, budi: BUDI.id, siti: SITI.id } as const;
const COLORS = ['#7c3aed', '#db2777', '#0891b2', '#65a30d', '#ea580c', '#4f46e5', '#0d9488', '#b91c1c'];

function usernameOf(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '').slice(0, 30);
}

export function buildPages(random: Random, ids: IdFactory): Page[] {
  const categoryIds = new Map<string, string>();
  return PAGE_SEEDS.map((seed, index): Page => {
    const r = random.fork(`page-${index}`);
    const [low, high] = FAN_RANGES[seed.scale];
    const fanCount = Math.round(Math.exp(r.float(Math.log(low), Math.log(high))));
    let categoryId = categoryIds.get(seed.category);
    if (!categoryId) {
      categoryId = ids.next('', 15);
      categoryIds.set(seed.category, categoryId);
    }
    const username = usernameOf(seed.name);
    return {
      id: ids.next('1', r.chance(0.5) ? 15 : 16),
      name: seed.name,
      username,
      category: seed.category,
      categoryId,
      about: seed.about,
      fanCount,
      followersCount: Math.round(fanCount * r.float(1.02, 1.25)),
      talkingAboutCount: Math.round(fanCount * r.float(0.002, 0.06)),
      wereHereCount: seed.category.includes('Restaurant') || seed.category.includes('Coffee') ? r.int(50, 9000) : 0,
      verification: seed.scale === 'huge' || (seed.scale === 'large' && r.chance(0.4)) ? 'blue_verified' : 'not_verified',
      website: r.chance(0.7) ? `https://www.${username.toLowerCase()}.example` : null,
      ownerUserId: seed.owner ? OWNERS[seed.owner] : null,
      pictureColor: r.pick(COLORS),
    };
  });
}

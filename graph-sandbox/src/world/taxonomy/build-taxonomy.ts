import type { Random } from '../../lib/random';
import type { IdFactory } from '../ids';
import { BEHAVIOR_GROUPS } from './data/behaviors';
import { DEMOGRAPHICS } from './data/demographics';
import { INTEREST_TOPICS } from './data/interest-topics';
import { LONG_TAIL_FAMILIES } from './data/interest-long-tail';
import type { TargetingItem, TargetingType } from './targeting-item';

/** Monthly people on the platform; demographic shares are fractions of it. */
const PLATFORM_AUDIENCE = 3_050_000_000;
/** Meta reports ranges whose upper bound is 1.176 × the lower one. */
const BOUND_RATIO = 1.176;

export function audienceBounds(estimate: number): { lowerBound: number; upperBound: number } {
  const lowerBound = estimate >= 10_000 ? Math.round(estimate / 100) * 100 : Math.max(1, Math.round(estimate));
  return { lowerBound, upperBound: Math.round(lowerBound * BOUND_RATIO) };
}

const logUniform = (r: Random, low: number, high: number): number => Math.exp(r.float(Math.log(low), Math.log(high)));

const ID_PREFIXES: Record<TargetingType, readonly string[]> = {
  interests: ['6003'],
  behaviors: ['6002', '6004', '6007', '6015', '6017', '6071'],
  education_statuses: [],
  relationship_statuses: [],
  life_events: ['6002', '6003', '6005'],
  industries: ['6009', '6012', '6019'],
  income: ['6107'],
  family_statuses: ['6002', '6023'],
  work_positions: ['10'],
  work_employers: ['10'],
  education_schools: ['10'],
  education_majors: ['10'],
};

class TaxonomyBuilder {
  readonly items: TargetingItem[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly ids: IdFactory,
  ) {}

  /** The item's id: a fixed one, else a prefix of its type (drawn from the item's own stream) and random digits. */
  private newId(type: TargetingType, key: string, fixed?: string): string {
    if (fixed) return fixed;
    const prefixes = ID_PREFIXES[type];
    // Picking from one prefix always gives it, so the stream is made only when there is a choice.
    const prefix = prefixes.length === 1 ? (prefixes[0] as string) : this.random.fork(key).pick(prefixes);
    return this.ids.next(prefix, prefix.length === 2 ? 15 : 13);
  }

  add(type: TargetingType, path: string[], estimate: number, extra: { description?: string | null; topic?: string | null; fixedId?: string } = {}): void {
    const name = path[path.length - 1] as string;
    const key = `${type}:${name.toLowerCase()}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const { lowerBound, upperBound } = audienceBounds(estimate);
    this.items.push({
      id: this.newId(type, key, extra.fixedId),
      name,
      type,
      path,
      description: extra.description ?? null,
      lowerBound,
      upperBound,
      topic: extra.topic ?? null,
    });
  }

  addCuratedInterests(): void {
    for (const { topic, groups } of INTEREST_TOPICS) {
      const r = this.random.fork(`topic/${topic}`);
      this.add('interests', ['Interests', topic], logUniform(r, 4e8, 1.4e9), { topic });
      for (const [group, list] of groups) {
        const groupPath = group === topic ? ['Interests', topic] : ['Interests', topic, group];
        if (group !== topic) this.add('interests', groupPath, logUniform(r, 8e7, 9e8), { topic });
        for (const entry of list.split('|')) {
          const [rawName, rawChildren] = entry.split(':');
          const name = (rawName ?? '').trim();
          const itemPath = [...groupPath, name];
          this.add('interests', itemPath, logUniform(r, 8e6, 3.5e8), { topic });
          for (const child of rawChildren ? rawChildren.split(',') : []) {
            this.add('interests', [...itemPath, child.trim()], logUniform(r, 1e6, 9e7), { topic });
          }
        }
      }
    }
  }

  /**
   * Interests the platform is retiring, each beside its successor: still deliverable until the planned date, or
   * no longer accepted. `adinterestsuggestion` suggests the successor first.
   */
  addRetiredInterests(): void {
    for (const { name, successor, current } of RETIRED_INTERESTS) {
      const next = this.items.find((item) => item.type === 'interests' && item.name.toLowerCase() === successor.toLowerCase());
      if (!next) continue;
      const r = this.random.fork(`retired/${name}`);
      this.add('interests', [...next.path.slice(0, -1), name], logUniform(r, 2e5, 6e6), { topic: next.topic });
      const item = this.items.at(-1)!;
      item.status =
        current === 'DEPRECATING'
          ? { current, futurePlan: [{ key: RETIREMENT_DATE, value: 'NON-DELIVERABLE' }], replacementId: next.id }
          : { current, futurePlan: [], replacementId: next.id };
    }
  }

  addLongTail(): void {
    for (const family of LONG_TAIL_FAMILIES) {
      for (const left of family.left) {
        for (const right of family.right) {
          const name = family.template(left, right);
          const r = this.random.fork(`tail/${name}`);
          this.add('interests', ['Interests', 'Additional interests', name], logUniform(r, 4e4, 4e7), { topic: family.topic });
        }
      }
    }
  }

  addBehaviors(): void {
    for (const { group, items, describe } of BEHAVIOR_GROUPS) {
      for (const name of items) {
        const r = this.random.fork(`behavior/${name}`);
        this.add('behaviors', ['Behaviors', group, name], logUniform(r, 1e6, 5e8), { description: describe(name) });
      }
    }
  }

  addDemographics(): void {
    for (const item of DEMOGRAPHICS) {
      const r = this.random.fork(`demographic/${item.name}`);
      this.add(item.type, [...item.path], PLATFORM_AUDIENCE * item.share * r.float(0.8, 1.2), { description: item.description ?? null, fixedId: item.fixedId });
    }
  }
}

/** When the deprecating interests stop delivering (a Meta `future_plan` key). */
const RETIREMENT_DATE = '2027-01-15T00:00:00+0000';

const RETIRED_INTERESTS: Array<{ name: string; successor: string; current: 'DEPRECATING' | 'NON-DELIVERABLE' }> = [
  { name: 'Fitness (legacy)', successor: 'Fitness and wellness', current: 'DEPRECATING' },
  { name: 'Yoga (legacy)', successor: 'Yoga', current: 'DEPRECATING' },
  { name: 'Coffee (legacy)', successor: 'Coffee', current: 'NON-DELIVERABLE' },
  { name: 'Batik (legacy)', successor: 'Batik', current: 'DEPRECATING' },
  { name: 'Travel (legacy)', successor: 'Travel', current: 'NON-DELIVERABLE' },
  { name: 'Football (legacy)', successor: 'Football', current: 'DEPRECATING' },
];

/** The detailed-targeting taxonomy: curated interests, a generated long tail, behaviors and demographics. */
export function buildTaxonomy(random: Random, ids: IdFactory): TargetingItem[] {
  const builder = new TaxonomyBuilder(random, ids);
  builder.addCuratedInterests();
  builder.addRetiredInterests();
  builder.addLongTail();
  builder.addBehaviors();
  builder.addDemographics();
  return builder.items;
}

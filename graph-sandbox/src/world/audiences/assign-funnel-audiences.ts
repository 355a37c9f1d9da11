import type { AdSet } from '../ads/ad-objects';
import type { CustomAudience, FunnelStage } from './custom-audience';

const STAGE_CYCLE: readonly FunnelStage[] = [1, 2, 3, 4];

const ref = (audience: CustomAudience | undefined): Array<{ id: string; name: string }> => (audience ? [{ id: audience.id, name: audience.name }] : []);

/**
 * Puts the account's custom audiences into its ad sets' targeting so that every account has ad sets in each
 * funnel stage (SPEC §9): the ad sets take stages 1, 2, 3, 4, 1 … in creation order. Cold ad sets include a
 * lookalike or nobody; warmer ones include the stage's audience; every stage below 4 excludes purchasers.
 */
export function assignFunnelAudiences(adsets: readonly AdSet[], audiences: readonly CustomAudience[]): void {
  const byAccount = new Map<string, AdSet[]>();
  for (const adset of adsets) byAccount.set(adset.accountId, [...(byAccount.get(adset.accountId) ?? []), adset]);
  for (const [accountId, accountAdsets] of byAccount) {
    const own = audiences.filter((a) => a.accountId === accountId);
    const named = (name: string) => own.find((a) => a.name.startsWith(name));
    const purchasers = named('Purchasers');
    const options: Record<FunnelStage, Array<CustomAudience | undefined>> = {
      1: [undefined, named('Lookalike')],
      2: [named('Page & Instagram'), named('Video viewers')],
      3: [named('Website visitors'), named('Add to cart'), named('App users')],
      4: [purchasers, named('Customer list')],
    };
    [...accountAdsets]
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
      .forEach((adset, index) => {
        const stage = STAGE_CYCLE[index % STAGE_CYCLE.length] as FunnelStage;
        const round = Math.floor(index / STAGE_CYCLE.length);
        const choices = options[stage];
        const included = choices[round % choices.length];
        if (included) adset.targeting.custom_audiences = ref(included);
        if (stage !== 4 && purchasers) adset.targeting.excluded_custom_audiences = ref(purchasers);
      });
  }
}

import { parseTargetingSpec } from '../endpoints/delivery-estimate/targeting-spec';
import type { AdAccount } from '../world/accounts/ad-account';
import type { Targeting } from '../world/ads/ad-objects';
import type { World } from '../world/world';
import { writeErrors } from './write-errors';

type Json = Record<string, unknown>;

function audienceRefs(world: World, account: AdAccount, value: unknown): Array<{ id: string; name: string }> | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry) => {
    const id = String(typeof entry === 'object' && entry !== null ? (entry as Json).id : entry);
    const audience = world.customAudiencesOf(account.id).find((a) => a.id === id);
    if (!audience) throw writeErrors.unknownAudience(id);
    return { id: audience.id, name: audience.name };
  });
}

/**
 * An ad set's `targeting` as sent on create or update: checked like a delivery-estimate spec (locations, ages,
 * genders, taxonomy ids) plus custom audiences that must belong to the account; stored with Meta's defaults.
 */
export function parseAdSetTargeting(world: World, account: AdAccount, raw: unknown): Targeting {
  const query = parseTargetingSpec(world, raw);
  const spec = raw as Json;
  const targeting: Targeting = {
    publisher_platforms: ['facebook', 'instagram'],
    device_platforms: ['mobile', 'desktop'],
    targeting_automation: { advantage_audience: 0 },
    ...(structuredClone(spec) as Partial<Targeting>),
    age_min: query.ageMin,
    age_max: query.ageMax,
    geo_locations: structuredClone(spec.geo_locations as Record<string, unknown>),
  };
  const included = audienceRefs(world, account, spec.custom_audiences);
  const excluded = audienceRefs(world, account, spec.excluded_custom_audiences);
  if (included) targeting.custom_audiences = included;
  if (excluded) targeting.excluded_custom_audiences = excluded;
  return targeting;
}

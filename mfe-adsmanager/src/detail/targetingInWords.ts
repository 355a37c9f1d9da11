// An ad set's targeting spec told in words: who (locations, ages, genders), what (interests, behaviours …),
// which audiences in and out, and where (placements and devices).

interface Named {
  id?: string;
  key?: string;
  name?: string;
}

export interface TargetingSpecRaw {
  age_min?: number;
  age_max?: number;
  genders?: number[];
  geo_locations?: { countries?: string[]; regions?: Named[]; cities?: Named[]; country_groups?: string[]; geo_markets?: Named[] };
  excluded_geo_locations?: { countries?: string[]; regions?: Named[]; cities?: Named[] };
  flexible_spec?: Array<Record<string, Named[]>>;
  exclusions?: Record<string, Named[]>;
  custom_audiences?: Named[];
  excluded_custom_audiences?: Named[];
  publisher_platforms?: string[];
  facebook_positions?: string[];
  instagram_positions?: string[];
  messenger_positions?: string[];
  audience_network_positions?: string[];
  device_platforms?: string[];
}

export interface TargetingLine {
  label: string;
  text: string;
}

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

function country(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

const PLATFORM = { facebook: 'Facebook', instagram: 'Instagram', messenger: 'Messenger', audience_network: 'Audience Network' } as const;
const GROUP_LABEL: Record<string, string> = {
  interests: 'interests',
  behaviors: 'behaviours',
  education_statuses: 'education',
  relationship_statuses: 'relationship status',
  life_events: 'life events',
  industries: 'industries',
  income: 'income',
  family_statuses: 'family status',
  work_positions: 'job titles',
  work_employers: 'employers',
};

const words = (text: string) => text.replace(/_/g, ' ');
const names = (items: Named[] | undefined) => (items ?? []).map((i) => i.name ?? i.key ?? i.id ?? '').filter(Boolean);

/** "A, B or C". */
function either(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function places(geo: TargetingSpecRaw['geo_locations']): string[] {
  if (!geo) return [];
  return [
    ...(geo.country_groups ?? []).map((g) => (g === 'worldwide' ? 'Worldwide' : `${words(g)} (group)`)),
    ...(geo.countries ?? []).map(country),
    ...names(geo.regions),
    ...names(geo.cities),
    ...names(geo.geo_markets),
  ];
}

export function targetingInWords(spec: TargetingSpecRaw | null | undefined): TargetingLine[] {
  if (!spec) return [];
  const lines: TargetingLine[] = [];
  const where = places(spec.geo_locations);
  const excluded = places(spec.excluded_geo_locations);
  lines.push({ label: 'Locations', text: `${where.length ? where.join(', ') : 'Not set'}${excluded.length ? `; not ${excluded.join(', ')}` : ''}` });
  const min = spec.age_min ?? 18;
  lines.push({ label: 'Age', text: spec.age_max === undefined || spec.age_max >= 65 ? `${min} to 65+` : `${min} to ${spec.age_max}` });
  const genders = spec.genders ?? [];
  lines.push({ label: 'Gender', text: genders.length === 1 ? (genders[0] === 1 ? 'Men' : 'Women') : 'All genders' });

  const groups = (spec.flexible_spec ?? [])
    .map((group) =>
      Object.entries(group)
        .map(([kind, items]) => ({ kind, items: names(items) }))
        .filter((g) => g.items.length > 0),
    )
    .filter((g) => g.length > 0);
  if (groups.length) {
    // Inside a group any item matches; every group must match (Meta's "narrow audience").
    const text = groups.map((group) => either(group.map((g) => `${GROUP_LABEL[g.kind] ?? words(g.kind)}: ${either(g.items)}`))).join('; and also ');
    lines.push({ label: 'Detailed targeting', text: `People who match ${text}` });
  } else {
    lines.push({ label: 'Detailed targeting', text: 'None (broad)' });
  }
  const excludedInterests = Object.entries(spec.exclusions ?? {}).flatMap(([, items]) => names(items));
  if (excludedInterests.length) lines.push({ label: 'Excluded', text: excludedInterests.join(', ') });

  const include = names(spec.custom_audiences);
  const exclude = names(spec.excluded_custom_audiences);
  if (include.length || exclude.length) {
    lines.push({ label: 'Custom audiences', text: [include.length ? `In: ${include.join(', ')}` : null, exclude.length ? `Out: ${exclude.join(', ')}` : null].filter(Boolean).join('; ') });
  }

  lines.push({ label: 'Placements', text: placementsInWords(spec) });
  const devices = spec.device_platforms ?? [];
  lines.push({ label: 'Devices', text: devices.length === 0 || devices.length === 2 ? 'Mobile and desktop' : devices[0] === 'mobile' ? 'Mobile only' : 'Desktop only' });
  return lines;
}

function placementsInWords(spec: TargetingSpecRaw): string {
  const platforms = spec.publisher_platforms ?? [];
  if (platforms.length === 0) return 'Advantage+ placements (everywhere Meta finds results)';
  return platforms
    .map((platform) => {
      const positions = (spec as Record<string, string[] | undefined>)[`${platform}_positions`] ?? [];
      const name = PLATFORM[platform as keyof typeof PLATFORM] ?? words(platform);
      return positions.length ? `${name} (${positions.map(words).join(', ')})` : `${name} (all positions)`;
    })
    .join('; ');
}

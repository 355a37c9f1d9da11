import { graphErrors } from '../graph/errors/error-catalog';
import { GraphError } from '../graph/errors/graph-error';
import type { GraphParams } from '../graph/params';
import type { AdAccount } from '../world/accounts/ad-account';
import { countryAudience } from '../world/audience/country-audience';
import type { CustomAudience, LookalikeSpec } from '../world/audiences/custom-audience';
import type { World } from '../world/world';
import { nameValue } from './write-values';

/** Meta needs at least 100 people of the source audience to build a lookalike. */
export const MIN_LOOKALIKE_SOURCE = 100;
export const MIN_RATIO = 0.01;
export const MAX_RATIO = 0.2;
/** `type` without a ratio: similarity = the top 1 %, reach = the top 5 %. */
const TYPE_RATIO = { similarity: 0.01, reach: 0.05 } as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(field: string, subcode: number, title: string, message: string): GraphError {
  return new GraphError(400, {
    message: 'Invalid parameter',
    type: 'OAuthException',
    code: 100,
    error_subcode: subcode,
    is_transient: false,
    error_user_title: title,
    error_user_msg: message,
    error_data: JSON.stringify({ blame_field_specs: [[field]] }),
  });
}

export const lookalikeErrors = {
  unknownOrigin: (id: string): GraphError =>
    invalid('origin_audience_id', 1713012, 'Source Audience Not Found', `Custom audience ${id} does not exist or belongs to another ad account, so it can't be the source of a lookalike.`),
  originIsLookalike: (name: string): GraphError =>
    invalid('origin_audience_id', 1713015, "Lookalike Sources Can't Be Lookalikes", `"${name}" is a lookalike audience. Choose a custom audience (website visitors, customers, engagers) as the source.`),
  originTooSmall: (name: string, size: number): GraphError =>
    invalid(
      'origin_audience_id',
      1713007,
      'Source Audience Is Too Small',
      `"${name}" has about ${size} people. A lookalike needs a source of at least ${MIN_LOOKALIKE_SOURCE} people from one country.`,
    ),
  badRatio: (field: string, value: unknown): GraphError =>
    invalid(`lookalike_spec[${field}]`, 1713011, 'Invalid Lookalike Size', `The ${field} ${JSON.stringify(value)} is outside the allowed range: a lookalike covers 1% to 20% (0.01 to 0.20) of a country's people.`),
  startAboveEnd: (): GraphError =>
    invalid('lookalike_spec[starting_ratio]', 1713011, 'Invalid Lookalike Size', 'starting_ratio must be lower than ratio (for example 0.01 to 0.02 for the 1%–2% band).'),
  unknownCountry: (code: string): GraphError =>
    invalid('lookalike_spec[country]', 1713010, 'Invalid Location', `${code} isn't a country lookalikes can be made in. Use a two-letter country code such as ID or US.`),
  noLocation: (): GraphError =>
    invalid('lookalike_spec[country]', 1713010, 'Location Required', 'A lookalike needs a country (lookalike_spec.country) or countries (lookalike_spec.location_spec.geo_locations.countries).'),
};

function ratioOf(field: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < MIN_RATIO - 1e-9 || n > MAX_RATIO + 1e-9) throw lookalikeErrors.badRatio(field, value);
  return Math.round(n * 1000) / 1000;
}

function countriesOf(world: World, spec: Json): { countries: string[]; fromLocationSpec: boolean } {
  const location = isObject(spec.location_spec) ? spec.location_spec : undefined;
  const geo = location && isObject(location.geo_locations) ? location.geo_locations : undefined;
  const raw = geo ? geo.countries : spec.country !== undefined ? [spec.country] : undefined;
  if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) throw lookalikeErrors.noLocation();
  const list = Array.isArray(raw) ? raw : [raw];
  const countries = list.map((code) => String(code).trim().toUpperCase());
  for (const code of countries) if (!/^[A-Z]{2}$/.test(code) || !world.geo.get('country', code)) throw lookalikeErrors.unknownCountry(code);
  return { countries: [...new Set(countries)], fromLocationSpec: Boolean(geo) };
}

function readSpec(world: World, raw: unknown, origin: CustomAudience): LookalikeSpec {
  if (!isObject(raw)) throw graphErrors.invalidParameter('Param lookalike_spec must be a JSON object');
  const type = raw.type;
  if (type !== undefined && type !== 'similarity' && type !== 'reach' && type !== 'custom_ratio') {
    throw graphErrors.invalidParameter('Param lookalike_spec[type] must be one of {similarity, reach, custom_ratio}');
  }
  const ratio = ratioOf('ratio', raw.ratio) ?? (type === 'similarity' || type === 'reach' ? TYPE_RATIO[type] : undefined);
  if (ratio === undefined) throw lookalikeErrors.badRatio('ratio', raw.ratio ?? null);
  const starting = raw.starting_ratio === undefined || Number(raw.starting_ratio) === 0 ? undefined : ratioOf('starting_ratio', raw.starting_ratio);
  if (starting !== undefined && starting >= ratio) throw lookalikeErrors.startAboveEnd();
  const { countries, fromLocationSpec } = countriesOf(world, raw);
  return {
    originId: origin.id,
    originName: origin.name,
    country: countries[0] as string,
    ...(fromLocationSpec ? { countries } : {}),
    ratio,
    ...(starting !== undefined ? { startingRatio: starting } : {}),
    type: raw.ratio !== undefined || type === undefined ? 'custom_ratio' : type,
  };
}

/** About `ratio − starting_ratio` of each country's people, as Meta's lookalike sizes run. */
function sizeOf(spec: LookalikeSpec): number {
  const people = (spec.countries ?? [spec.country]).reduce((sum, code) => sum + countryAudience(code), 0);
  return Math.max(1000, Math.round((people * (spec.ratio - (spec.startingRatio ?? 0)) * 0.86) / 100) * 100);
}

const percent = (ratio: number): string => `${Math.round(ratio * 100)}%`;

/**
 * `POST /act_…/customaudiences` with `subtype=LOOKALIKE`, `origin_audience_id` and `lookalike_spec`
 * (`{type|ratio, starting_ratio?, country | location_spec}`): the source must be a non-lookalike audience of the
 * account with at least 100 people; ratios 0.01–0.20; countries of the catalogue.
 */
export function createLookalike(world: World, account: AdAccount, params: GraphParams, now: number, validateOnly: boolean): CustomAudience | null {
  const subtype = params.string('subtype');
  if (subtype === undefined) throw graphErrors.missingParameter('subtype');
  if (subtype !== 'LOOKALIKE') throw graphErrors.invalidParameter(`Param subtype ${subtype} can't be created in this sandbox: only LOOKALIKE audiences are created here`);
  const originId = params.string('origin_audience_id');
  if (!originId) throw graphErrors.missingParameter('origin_audience_id');
  const origin = world.customAudiencesOf(account.id).find((a) => a.id === originId);
  if (!origin) throw lookalikeErrors.unknownOrigin(originId);
  if (origin.subtype === 'LOOKALIKE') throw lookalikeErrors.originIsLookalike(origin.name);
  if (origin.lowerBound < MIN_LOOKALIKE_SOURCE) throw lookalikeErrors.originTooSmall(origin.name, origin.lowerBound);
  if (!params.has('lookalike_spec')) throw graphErrors.missingParameter('lookalike_spec');
  const spec = readSpec(world, params.json('lookalike_spec'), origin);
  const name = nameValue(params) ?? `Lookalike (${(spec.countries ?? [spec.country]).join(', ')}, ${spec.startingRatio ? `${percent(spec.startingRatio)} to ` : ''}${percent(spec.ratio)}) - ${origin.name}`;
  const description = params.string('description') ?? '';
  if (validateOnly) return null;
  const lower = sizeOf(spec);
  const audience: CustomAudience = {
    id: world.newAudienceId(),
    accountId: account.id,
    name,
    description,
    subtype: 'LOOKALIKE',
    stage: 1,
    lowerBound: lower,
    upperBound: Math.round(lower * 1.176),
    retentionDays: 0,
    rule: null,
    pixelId: null,
    lookalike: spec,
    customerFileSource: null,
    dataSource: { type: 'LOOKALIKE', sub_type: 'LOOKALIKE_DYNAMIC', creation_params: '{}' },
    createdAt: now,
    updatedAt: now,
  };
  world.addCustomAudience(audience);
  return audience;
}

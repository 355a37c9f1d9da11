// What the create flow chooses from: the team's saved collections (research area), the account's pixels, custom
// conversions, Pages, images and posts, its country, and places found through the platform's geo search.
import { useEffect, useState } from 'react';
import { graph, isApiError, productApi, queryKeys, useGraphQuery, useServerQuery, type ApiData } from 'shared-graph';
import type { InterestRef, PlaceRef } from './campaignPlan';

export type SavedCollection = ApiData<'/api/group'>[number];

/** A saved interest: the research screen's fields beside `id` and `name` (the platform id in `fb_id`, its kind in `type`). */
type SavedItem = ApiData<'/api/group/collection', 'post'>[number] & { fb_id?: string; type?: string };

const FLEXIBLE_KINDS = new Set(['interests', 'behaviors', 'education_statuses', 'relationship_statuses', 'life_events', 'industries', 'income', 'family_statuses', 'work_positions', 'work_employers']);

export function useSavedCollections(teamId: number) {
  return useServerQuery(queryKeys.apiResource('group', { team: teamId }), async (signal) => {
    try {
      return (await productApi.get('/api/group', { query: { team: teamId }, signal })) ?? [];
    } catch (error) {
      if (isApiError(error) && error.status === 404) return [];
      throw error;
    }
  });
}

/** Every item of a collection as targeting entries (the platform id, its flexible_spec kind). */
export async function collectionInterests(teamId: number, id: number): Promise<InterestRef[]> {
  const refs: InterestRef[] = [];
  for (let page = 1; page < 50; page += 1) {
    const answer = await productApi.page.post('/api/group/collection', { body: { groups: [id] }, query: page > 1 ? { team: teamId, page } : { team: teamId } });
    for (const item of (answer.data ?? []) as SavedItem[]) {
      const kind = item.type && FLEXIBLE_KINDS.has(item.type) ? item.type : item.type === 'behaviours' ? 'behaviors' : 'interests';
      refs.push({ id: item.fb_id || item.id, name: item.name, kind });
    }
    if (!answer.has_more) break;
  }
  return refs;
}

export interface Pixel {
  id: string;
  name: string;
  last_fired_time?: string;
}

export interface CustomConversion {
  id: string;
  name: string;
  custom_event_type?: string;
  last_fired_time?: string;
  is_archived?: boolean;
  pixel?: { id: string };
}

const LONG = { staleTime: 600_000 };

export function usePixels(accountId: string) {
  return useGraphQuery<{ data?: Pixel[] }>(`${accountId}/adspixels`, { fields: 'id,name,last_fired_time', sort_by: 'LAST_FIRED_TIME' }, LONG);
}

export function useCustomConversions(accountId: string) {
  return useGraphQuery<{ data?: CustomConversion[] }>(`${accountId}/customconversions`, { fields: 'id,name,custom_event_type,last_fired_time,is_archived,pixel' }, LONG);
}

/** A Page the user manages, with the Instagram business account connected to it where there is one. */
export interface ManagedPage {
  id: string;
  name: string;
  instagram_business_account?: { id: string; username?: string };
}

/** The Pages the user manages and their Instagram accounts, in one read. */
export function usePages(): ManagedPage[] {
  const pages = useGraphQuery<{ data?: ManagedPage[] }>('me/accounts', { fields: 'id,name,instagram_business_account{id,username}' }, LONG);
  return pages.data?.data ?? [];
}

/** The account's country (Meta's business_country_code), for the first location. */
export function useAccountCountry(accountId: string): string | null {
  const node = useGraphQuery<{ business_country_code?: string }>(accountId, { fields: 'business_country_code' }, { staleTime: 3_600_000 });
  return node.data?.business_country_code ?? null;
}

export interface AccountImage {
  hash: string;
  name?: string;
  url?: string;
  width?: number;
  height?: number;
}

export function useAccountImages(accountId: string, enabled: boolean) {
  return useGraphQuery<{ data?: AccountImage[] }>(`${accountId}/adimages`, { fields: 'hash,name,url,width,height', limit: 50 }, { enabled, staleTime: 60_000 });
}

export interface ExistingPost {
  id: string;
  name?: string;
  body?: string;
  thumbnail_url?: string;
  effective_object_story_id?: string;
}

export function useExistingPosts(accountId: string, enabled: boolean) {
  return useGraphQuery<{ data?: ExistingPost[] }>(`${accountId}/adcreatives`, { fields: 'id,name,body,thumbnail_url,effective_object_story_id', limit: 50 }, { enabled, staleTime: 60_000 });
}

/** Uploads a picture to the account's image library (adimages `bytes`); answers its hash and url. */
export async function uploadImage(accountId: string, file: File): Promise<{ hash: string; url: string; name: string }> {
  const bytes = await readBase64(file);
  const answer = await graph.post<{ images?: Record<string, { hash: string; url: string }> }>(`${accountId}/adimages`, { bytes, name: file.name }, { transport: 'proxy' });
  const [name, image] = Object.entries(answer.images ?? {})[0] ?? [];
  if (!image) throw new Error('Facebook did not return the uploaded image.');
  return { hash: image.hash, url: image.url, name: name ?? file.name };
}

function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

interface GeoAnswer {
  data?: Array<{ key: string; name: string; type: string; country_code?: string; country_name?: string; region?: string }>;
}

export function placeOf(row: NonNullable<GeoAnswer['data']>[number]): PlaceRef | null {
  if (row.type !== 'country' && row.type !== 'region' && row.type !== 'city') return null;
  const label = row.type === 'country' ? row.name : row.type === 'region' ? `${row.name}, ${row.country_name ?? row.country_code ?? ''}` : `${row.name}, ${[row.region, row.country_name ?? row.country_code].filter(Boolean).join(', ')}`;
  return { key: row.key, name: row.name, type: row.type, label: label.replace(/, $/, '') };
}

/** Countries, regions and cities whose name starts like `text` (the platform's adgeolocation search), debounced. */
export function useGeoSearch(text: string) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const answer = useGraphQuery<GeoAnswer>(
    'search',
    { type: 'adgeolocation', q: query, location_types: JSON.stringify(['country', 'region', 'city']), limit: 10 },
    { enabled: query.length >= 2, staleTime: 3_600_000 },
  );
  const places = (answer.data?.data ?? []).map(placeOf).filter((p): p is PlaceRef => p !== null);
  return { places, loading: answer.isFetching, error: answer.error, settled: query === text.trim() && query.length >= 2 && !answer.isFetching };
}

/** The account's country as a location, named in English without asking the platform. */
export function countryPlace(code: string): PlaceRef {
  let name = code;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    // An unknown code keeps its letters.
  }
  return { key: code, name, type: 'country', label: name };
}

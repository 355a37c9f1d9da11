import type { Random } from '../../lib/random';

/** Names for campaigns, ad sets and ads, by market and by the account's line of business. */
export type Market = 'ID' | 'US' | 'JP';
export type Vertical = 'fashion' | 'automotive';

export interface AudienceRecipe {
  name: string;
  ageMin: number;
  ageMax: number;
  genders?: number[];
  /** Interest names from the taxonomy. */
  interests?: string[];
  /** City names from the geo catalogue. */
  cities?: string[];
  advantage?: boolean;
}

const CAMPAIGN_NAMES: Record<string, Record<Market, string[]>> = {
  sales: { ID: ['Sales | Katalog | ID', 'Penjualan | Broad | ID'], US: ['Sales | Catalog | US', 'Sales | Broad | US'], JP: ['Sales | Catalog | JP'] },
  traffic: { ID: ['Traffic | Interests | ID', 'Traffic | Blog & Lookbook'], US: ['Traffic | Interests | US', 'Traffic | Lookbook'], JP: ['Traffic | Store Visits | JP'] },
  leads: { ID: ['Leads | Instant Form | Jabodetabek', 'Leads | Reseller Program'], US: ['Leads | Wholesale Form | CA', 'Leads | Newsletter'], JP: ['Leads | Pop-up RSVP'] },
  awareness: { ID: ['Awareness | Reach | Ramadan', 'Awareness | Harbolnas 12.12'], US: ['Awareness | Reach | Holiday', 'Awareness | Brand Video'], JP: ['Awareness | Tokyo Launch'] },
  engagement: { ID: ['Engagement | WhatsApp Chat', 'Engagement | Chat Admin'], US: ['Engagement | WhatsApp Chat', 'Engagement | Messenger'], JP: ['Engagement | LINE-style Chat Test'] },
  legacy_conversions: { ID: ['[Old] Conversions | Katalog 2023', '[Lama] Conversions | Retarget'], US: ['[Old] Conversions | Catalog 2023'], JP: ['[Old] Conversions | 2023'] },
  legacy_clicks: { ID: ['Link Clicks Test 2023'], US: ['Link Clicks Test 2023'], JP: ['Link Clicks Test 2023'] },
  deleted_test: { ID: ['Test - jangan dipakai'], US: ['Test - do not use'], JP: ['Test - do not use'] },
};

export function campaignName(key: string, market: Market, random: Random): string {
  return random.pick(CAMPAIGN_NAMES[key]?.[market] ?? [key]);
}

const AUDIENCES: Record<Vertical, Record<Market, AudienceRecipe[]>> = {
  fashion: {
    ID: [
      { name: 'Broad | 18-65 | ID', ageMin: 18, ageMax: 65, advantage: true },
      { name: 'Wanita 25-44 | Fashion', ageMin: 25, ageMax: 44, genders: [2], interests: ['Fashion', 'Batik', 'Online shopping'] },
      { name: 'Interests | Batik & Kebaya', ageMin: 21, ageMax: 55, interests: ['Batik', 'Kebaya', 'Traditional clothing'] },
      { name: 'Jabodetabek | 21-45', ageMin: 21, ageMax: 45, cities: ['Jakarta', 'Bogor', 'Depok', 'Tangerang', 'Bekasi'] },
      { name: 'Muslimah 18-34 | Hijab', ageMin: 18, ageMax: 34, genders: [2], interests: ['Hijab', 'Muslim fashion'] },
      { name: 'Surabaya & Malang | 20-45', ageMin: 20, ageMax: 45, cities: ['Surabaya', 'Malang'] },
      { name: 'Advantage+ Audience', ageMin: 18, ageMax: 65, advantage: true },
    ],
    US: [
      { name: 'Broad | 25-54 | US', ageMin: 25, ageMax: 54, advantage: true },
      { name: 'Women 25-44 | Fashion', ageMin: 25, ageMax: 44, genders: [2], interests: ['Fashion', 'Handbags', 'Online shopping'] },
      { name: 'Interests | Handmade & Textiles', ageMin: 24, ageMax: 60, interests: ['Handicraft', 'Textile arts', 'Batik'] },
      { name: 'California | 21-45', ageMin: 21, ageMax: 45, cities: ['Los Angeles', 'San Francisco', 'San Diego'] },
      { name: 'Advantage+ Audience', ageMin: 18, ageMax: 65, advantage: true },
    ],
    JP: [
      { name: 'Tokyo | 20-45', ageMin: 20, ageMax: 45, cities: ['Tokyo'] },
      { name: 'Women 25-44 | Fashion', ageMin: 25, ageMax: 44, genders: [2], interests: ['Fashion', 'Vintage clothing'] },
      { name: 'Broad | 20-60 | JP', ageMin: 20, ageMax: 60, advantage: true },
    ],
  },
  automotive: {
    ID: [
      { name: 'Pria 18-45 | Otomotif', ageMin: 18, ageMax: 45, genders: [1], interests: ['Motorcycles', 'Auto parts'] },
      { name: 'Interests | Motor & Bengkel', ageMin: 20, ageMax: 55, interests: ['Motorcycles', 'Automobile repair shop', 'Motorcycle touring'] },
      { name: 'Jawa Timur | 20-50', ageMin: 20, ageMax: 50, cities: ['Surabaya', 'Malang', 'Sidoarjo'] },
      { name: 'Broad | 18-65 | ID', ageMin: 18, ageMax: 65, advantage: true },
      { name: 'Ojol Drivers | 20-45', ageMin: 20, ageMax: 45, genders: [1], interests: ['Ride-hailing', 'Motorcycles'] },
    ],
    US: [
      { name: 'Men 25-54 | Motorcycles', ageMin: 25, ageMax: 54, genders: [1], interests: ['Motorcycles', 'Auto parts'] },
      { name: 'Workshops & Dealers', ageMin: 25, ageMax: 65, interests: ['Automobile repair shop', 'Auto parts'] },
      { name: 'Broad | 21-65 | US', ageMin: 21, ageMax: 65, advantage: true },
      { name: 'Texas & Florida | 25-60', ageMin: 25, ageMax: 60, cities: ['Houston', 'Dallas', 'Miami'] },
    ],
    JP: [{ name: 'Broad | 20-60 | JP', ageMin: 20, ageMax: 60, advantage: true }],
  },
};

export function audiencesFor(vertical: Vertical, market: Market): AudienceRecipe[] {
  return AUDIENCES[vertical][market];
}

const CREATIVES: Record<Vertical, Record<Market, string[]>> = {
  fashion: {
    ID: ['Koleksi Baru', 'Best Seller', 'Promo Gajian', 'Testimoni Pelanggan', 'Batik Couple', 'Flash Sale 12.12', 'Kebaya Wisuda', 'Gratis Ongkir'],
    US: ['New Arrivals', 'Best Sellers', 'Customer Stories', 'Free Shipping', 'Handmade Process', 'Gift Guide'],
    JP: ['Pop-up Tokyo', 'New Arrivals', 'Craft Story'],
  },
  automotive: {
    ID: ['Kampas Rem Promo', 'Gratis Ongkir', 'Paket Servis', 'Testimoni Bengkel', 'Oli Original', 'Diskon Akhir Bulan'],
    US: ['Genuine Parts', 'Fast Shipping', 'Workshop Stories', 'Bulk Pricing'],
    JP: ['Genuine Parts'],
  },
};

export function creativeNames(vertical: Vertical, market: Market): string[] {
  return CREATIVES[vertical][market];
}

export const AD_LABELS = ['q4', 'evergreen', 'promo', 'retest', 'scale'];

// The ads manager's document titles and meta descriptions in each language of the language setting (SPEC §1:
// Indonesian by default). The host shows the user's language.
import type { LocalizedPageText } from 'shared-graph';

export const ADSMANAGER_PAGE_TEXTS = {
  adsmanager: {
    en: { title: 'Ads manager — Sasar', description: 'Manage your campaigns, ad sets and ads with the columns you choose.' },
    id: { title: 'Ads Manager — Sasar', description: 'Kelola kampanye, ad set, dan iklan Anda dengan kolom pilihan Anda.' },
  },
  timeline: { en: { title: 'Daily performance — Sasar' }, id: { title: 'Performa Harian — Sasar' } },
  detail: { en: { title: 'Asset detail — Sasar' }, id: { title: 'Detail Aset — Sasar' } },
  list: { en: { title: 'Ads manager — Sasar' }, id: { title: 'Ads Manager — Sasar' } },
  createCampaign: { en: { title: 'Create campaign — Sasar' }, id: { title: 'Buat Kampanye — Sasar' } },
} satisfies Record<string, LocalizedPageText>;

/** The product name: the default page title (SPEC §2). */
export const PRODUCT_NAME = 'Sasar';

/** Title and description of a page (document title, meta description). */
export interface PageMeta {
  title: string;
  description?: string;
}

/**
 * Route metadata every route carries in its react-router `handle` (docs/contracts.md:
 * `handle: { name, title, description? }`).
 */
export interface RouteMetaHandle extends PageMeta {
  /** Route name, e.g. `search`, `setup-facebook`, `admin-user` (names starting `admin-` skip Facebook redirects). */
  name: string;
}

/** Route names whose title/description are in Indonesian (SPEC §1: "some page titles and descriptions"). */
export type PageMetaKeyId =
  | 'main'
  | 'search'
  | 'explore'
  | 'insights'
  | 'savedGroups'
  | 'dashboard'
  | 'adsmanager'
  | 'rules'
  | 'setting'
  | 'notFound';

/** Indonesian page titles and descriptions. Data only; the host sets `document.title` from them. */
export const pageMetaId: Record<PageMetaKeyId, PageMeta> = {
  main: {
    title: 'Riset Audiens Facebook Ads',
    description: 'Riset interest, estimasi jangkauan, dan overlap audiens untuk iklan Facebook dan Instagram.',
  },
  search: {
    title: 'Cari Interest Facebook Ads',
    description: 'Temukan interest tersembunyi untuk target iklan Facebook dan Instagram Anda.',
  },
  explore: {
    title: 'Jelajahi Interest Terkait',
    description: 'Kembangkan ide targeting dari saran interest yang berkaitan.',
  },
  insights: {
    title: 'Page Insights',
    description: 'Lihat jumlah like, talking about, dan engagement rate halaman Facebook.',
  },
  savedGroups: {
    title: 'Koleksi Interest',
    description: 'Simpan, beri nama, dan kelola kumpulan interest Anda.',
  },
  dashboard: {
    title: 'Dashboard Iklan',
    description: 'Ringkasan performa iklan: funnel, breakdown, dan performa harian.',
  },
  adsmanager: {
    title: 'Ads Manager',
    description: 'Kelola kampanye, ad set, dan iklan Anda.',
  },
  rules: {
    title: 'Aturan Otomatis',
    description: 'Otomatiskan perubahan bid, budget, dan status iklan.',
  },
  setting: {
    title: 'Pengaturan',
    description: 'Akun, tim, langganan, dan integrasi.',
  },
  notFound: {
    title: 'Halaman Tidak Ditemukan',
    description: 'Halaman yang Anda cari tidak ada.',
  },
};

// The host's pages' document titles and meta descriptions, in each language of the language setting (SPEC §1:
// Indonesian by default; English on request). usePageMeta shows the user's language.
import type { LocalizedPageText } from 'shared-graph';
import { LOGIN_META } from '../screens/login/loginMeta';

/** What the head says on a page that has no description of its own. */
export const PRODUCT_DESCRIPTION = {
  en: 'Sasar: audience research, ads management, dashboards and automation rules for Meta advertisers.',
  id: 'Sasar: riset audiens, pengelolaan iklan, dasbor, dan aturan otomatis untuk pengiklan Meta.',
} as const;

const page = (en: string, id: string, description?: { en: string; id: string }): LocalizedPageText => ({
  en: { title: en, ...(description ? { description: description.en } : {}) },
  id: { title: id, ...(description ? { description: description.id } : {}) },
});

export const HOST_PAGE_TEXTS = {
  login: LOGIN_META,
  reset: page('Reset password — Sasar', 'Atur Ulang Kata Sandi — Sasar', {
    en: 'Get a link to choose a new Sasar password.',
    id: 'Dapatkan tautan untuk memilih kata sandi Sasar yang baru.',
  }),
  logout: page('Logging out — Sasar', 'Keluar — Sasar'),
  verifyEmail: page('Confirm your e-mail address — Sasar', 'Konfirmasi Alamat E-mail — Sasar'),
  setting: page('Settings — Sasar', 'Pengaturan — Sasar', { en: 'Account, team, subscription and integrations.', id: 'Akun, tim, langganan, dan integrasi.' }),
  settingAccount: page('Account settings — Sasar', 'Pengaturan Akun — Sasar', {
    en: 'Your profile, e-mail address, password, language, notifications and Facebook connection.',
    id: 'Profil, alamat e-mail, kata sandi, bahasa, notifikasi, dan koneksi Facebook Anda.',
  }),
  settingTeam: page('Team — Sasar', 'Tim — Sasar', {
    en: 'The people you share ad accounts with, and your invitations.',
    id: 'Orang-orang yang berbagi akun iklan dengan Anda, dan undangan Anda.',
  }),
  settingSubscription: page('Subscription — Sasar', 'Langganan — Sasar', { en: 'Your plan and when it renews.', id: 'Paket Anda dan kapan diperpanjang.' }),
  integrations: page('Integrations — Sasar', 'Integrasi — Sasar', {
    en: 'How Sasar reaches Facebook on your behalf.',
    id: 'Cara Sasar terhubung ke Facebook atas nama Anda.',
  }),
  settingActivity: page('Activity log — Sasar', 'Log Aktivitas — Sasar', {
    en: 'Changes your team made to campaigns, ad sets, ads and rules.',
    id: 'Perubahan yang dibuat tim Anda pada kampanye, ad set, iklan, dan aturan.',
  }),
  setup: page('Setup — Sasar', 'Persiapan — Sasar'),
  setupWelcome: page('Welcome to Sasar', 'Selamat Datang di Sasar'),
  setupExtension: page('Install the extension — Sasar', 'Pasang Ekstensi — Sasar'),
  setupFacebook: page('Connect Facebook — Sasar', 'Hubungkan Facebook — Sasar'),
  setupAdAccount: page('Choose an ad account — Sasar', 'Pilih Akun Iklan — Sasar'),
  join: page('Join a team — Sasar', 'Gabung ke Tim — Sasar'),
  upgrade: page('Upgrade — Sasar', 'Tingkatkan Paket — Sasar'),
  welcome: page('Welcome to Sasar', 'Selamat Datang di Sasar'),
  selectAdAccount: page('Select an ad account — Sasar', 'Pilih Akun Iklan — Sasar'),
  loginSuccess: page('Signed in — Sasar', 'Berhasil Masuk — Sasar'),
  updates: page("What's new — Sasar", 'Yang Baru — Sasar', {
    en: 'The latest changes to Sasar, version by version.',
    id: 'Perubahan terbaru di Sasar, versi demi versi.',
  }),
  deletionRequest: page('Deletion request — Sasar', 'Permintaan Penghapusan — Sasar'),
  notFound: page('Page not found — Sasar', 'Halaman Tidak Ditemukan — Sasar', {
    en: 'The page you are looking for does not exist.',
    id: 'Halaman yang Anda cari tidak ada.',
  }),
} satisfies Record<string, LocalizedPageText>;

/** A remote's area while its routes load: its registry label is all the host knows of it. */
export function pendingAreaText(label: string): LocalizedPageText {
  return page(`${label} — Sasar`, 'Memuat… — Sasar');
}

// The research pages' document titles and meta descriptions in each language of the language setting (SPEC §1:
// Indonesian by default). The host shows the user's language.
import type { LocalizedPageText } from 'shared-graph';

export const RESEARCH_PAGE_TEXTS = {
  main: {
    en: { title: 'Audience research — Sasar', description: 'Find the interests, reach and audience overlap Ads Manager does not show.' },
    id: { title: 'Riset Audiens — Sasar', description: 'Temukan minat, jangkauan, dan tumpang tindih audiens yang tidak ditampilkan Ads Manager.' },
  },
  search: {
    en: { title: 'Interest search — Sasar', description: 'Every interest the platform has for your keywords, with audience sizes.' },
    id: { title: 'Cari Minat — Sasar', description: 'Semua minat yang dimiliki platform untuk kata kunci Anda, lengkap dengan ukuran audiens.' },
  },
  explore: {
    en: { title: 'Explore related interests — Sasar', description: 'Suggestions around an interest, far beyond the 25 Ads Manager shows.' },
    id: { title: 'Jelajahi Minat — Sasar', description: 'Saran di sekitar sebuah minat, jauh melampaui 25 saran dari Ads Manager.' },
  },
  insights: {
    en: { title: 'Page insights — Sasar', description: 'Likes, talking-about and engagement of pages, with the interest behind each.' },
    id: { title: 'Wawasan Halaman — Sasar', description: 'Suka, pembicaraan, dan interaksi halaman, beserta minat di balik masing-masing.' },
  },
  savedGroups: {
    en: { title: 'Saved collections — Sasar', description: 'Interest collections of your team, ready to target.' },
    id: { title: 'Grup Tersimpan — Sasar', description: 'Koleksi minat tim Anda, siap untuk ditargetkan.' },
  },
} satisfies Record<string, LocalizedPageText>;

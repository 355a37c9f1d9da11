// The dashboard's document titles and meta descriptions in each language of the language setting (SPEC §1:
// Indonesian by default). The host shows the user's language.
import type { LocalizedPageText } from 'shared-graph';

export const DASHBOARD_PAGE_TEXTS = {
  dashboard: {
    en: { title: 'Dashboard — Sasar', description: 'How your ad accounts did against the period before: funnel, breakdowns and daily performance.' },
    id: { title: 'Dasbor Iklan — Sasar', description: 'Performa akun iklan Anda dibanding periode sebelumnya: funnel, rincian, dan performa harian.' },
  },
  overview: { en: { title: 'Dashboard — Sasar' }, id: { title: 'Dasbor Iklan — Sasar' } },
  funnel: { en: { title: 'Funnel — Sasar' }, id: { title: 'Funnel — Sasar' } },
  breakdown: { en: { title: 'Breakdown — Sasar' }, id: { title: 'Rincian Performa — Sasar' } },
  dailyPerformance: { en: { title: 'Daily performance — Sasar' }, id: { title: 'Performa Harian — Sasar' } },
} satisfies Record<string, LocalizedPageText>;

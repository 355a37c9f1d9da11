// The rules area's document titles and meta descriptions in each language of the language setting (SPEC §1:
// Indonesian by default). The host shows the user's language.
import type { LocalizedPageText } from 'shared-graph';

export const RULES_PAGE_TEXTS = {
  automation: {
    en: { title: 'Automation rules — Sasar', description: 'Automate bid, budget and status changes of your campaigns, ad sets and ads.' },
    id: { title: 'Aturan Otomatis — Sasar', description: 'Otomatiskan perubahan bid, anggaran, dan status kampanye, ad set, dan iklan Anda.' },
  },
  list: { en: { title: 'Automation rules — Sasar' }, id: { title: 'Aturan Otomatis — Sasar' } },
  template: { en: { title: 'Rule templates — Sasar' }, id: { title: 'Template Aturan — Sasar' } },
  create: { en: { title: 'Create a rule — Sasar' }, id: { title: 'Buat Aturan — Sasar' } },
  history: { en: { title: 'Rule execution log — Sasar' }, id: { title: 'Log Eksekusi Aturan — Sasar' } },
  detail: { en: { title: 'Rule — Sasar' }, id: { title: 'Aturan — Sasar' } },
} satisfies Record<string, LocalizedPageText>;

// The admin area's document titles in each language of the language setting (SPEC §1: Indonesian by default).
// The host shows the user's language.
import type { LocalizedPageText } from 'shared-graph';

export const ADMIN_PAGE_TEXTS = {
  admin: { en: { title: 'Admin — Sasar' }, id: { title: 'Admin — Sasar' } },
  overview: { en: { title: 'Admin overview — Sasar' }, id: { title: 'Ringkasan Admin — Sasar' } },
  stickyMessage: { en: { title: 'Sticky message — Sasar' }, id: { title: 'Pesan Sematan — Sasar' } },
  releases: { en: { title: 'Releases — Sasar' }, id: { title: 'Rilis — Sasar' } },
  ruleTemplates: { en: { title: 'Rule templates — Sasar' }, id: { title: 'Template Aturan — Sasar' } },
  ruleTemplateCreate: { en: { title: 'New rule template — Sasar' }, id: { title: 'Template Aturan Baru — Sasar' } },
  ruleTemplateSetting: { en: { title: 'Rule template settings — Sasar' }, id: { title: 'Pengaturan Template Aturan — Sasar' } },
  ruleTemplate: { en: { title: 'Rule template — Sasar' }, id: { title: 'Template Aturan — Sasar' } },
  users: { en: { title: 'Users — Sasar' }, id: { title: 'Pengguna — Sasar' } },
  user: { en: { title: 'User — Sasar' }, id: { title: 'Pengguna — Sasar' } },
  csUsers: { en: { title: 'Customer service — Sasar' }, id: { title: 'Layanan Pelanggan — Sasar' } },
} satisfies Record<string, LocalizedPageText>;

import type { LocalizedPageText } from 'shared-graph';

/**
 * /user/login's title and description in each language: the document's head, in the app's route table and in the
 * standalone login page's HTML, and the form's line under the product name.
 */
export const LOGIN_META = {
  en: { title: 'Log in — Sasar', description: 'Log in to Sasar for audience research, ad management and reports.' },
  id: { title: 'Masuk — Sasar', description: 'Masuk ke Sasar untuk riset audiens, mengelola iklan, dan melihat laporan.' },
} as const satisfies LocalizedPageText;

/** /user/login's title and description, in the app's route table and in the standalone login page's HTML. */
export const LOGIN_META = {
  title: 'Masuk — Sasar',
  description: 'Masuk ke Sasar untuk riset audiens dan mengelola iklan.',
} as const;

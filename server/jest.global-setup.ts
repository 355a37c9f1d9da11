// Once per jest run, before the server suites: the migrated PGlite every suite's database starts from.
import { ensurePgliteTemplate } from './src/testing/pgliteTemplate';

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate();
}

export { createServer, type ServerDependencies } from './server';
export { loadConfig, ConfigError, type ServerConfig } from './config';
export { openDatabase, type Database, type Db } from './db/database';
export { DataDirLockedError } from './db/data-dir-lock';
export { migrate, readMigrations } from './db/migrate';
export { seedDemoWorld, SEED_LOGINS, type SeedLogin, type SeedResult } from './seed/seed';
export { closeGracefully } from './health/graceful-close';
export { listenForMetrics } from './metrics/routes';

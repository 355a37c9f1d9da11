import path from 'node:path';
import { findRepoRoot } from '../config';

export const MIGRATIONS_DIR = path.join(findRepoRoot(__dirname), 'server', 'migrations');

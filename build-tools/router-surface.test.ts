// The host offers the remotes only the part of react-router in router-surface.mjs. A name missing there would be
// `undefined` at run time in whichever area imports it, so every import in the workspace is checked here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['host', 'shared-graph', 'shared-ui', 'build-tools', 'mfe-research', 'mfe-adsmanager', 'mfe-dashboard', 'mfe-rules', 'mfe-admin'];
const ROUTER_PACKAGES = new Set(['react-router', 'react-router-dom']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs|cjs)$/.test(entry.name) && full !== __filename ? [full] : [];
  });
}

/** The value names a source imports (or re-exports) from react-router or react-router-dom; types are erased. */
export function routerNamesIn(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/\b(?:import|export)\s+(type\s+)?(\*\s+as\s+\w+|\*|\{([^}]*)\})\s+from\s+['"]([^'"]+)['"]/g)) {
    const [, typeOnly, clause, list, from] = match;
    if (typeOnly || !ROUTER_PACKAGES.has(from!)) continue;
    if (!list) {
      names.push(clause!.trim());
      continue;
    }
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function surfaceNames(): Set<string> {
  const source = readFileSync(path.join(__dirname, 'router-surface.mjs'), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'sasar-react-router-full'/.exec(source)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

describe('the react-router surface the host offers', () => {
  it('reads named imports, skips type-only ones, and notices a namespace import', () => {
    expect(routerNamesIn("import { Link, useParams as params, type To } from 'react-router-dom';")).toEqual(['Link', 'useParams']);
    expect(routerNamesIn("import type { Location } from 'react-router';")).toEqual([]);
    expect(routerNamesIn("import * as Router from 'react-router-dom';")).toEqual(['* as Router']);
    expect(routerNamesIn("import {\n  Outlet,\n  Navigate,\n} from 'react-router';")).toEqual(['Outlet', 'Navigate']);
  });

  it('has every name a workspace file imports from react-router or react-router-dom', () => {
    const surface = surfaceNames();
    const missing: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(path.join(root, dir))) {
        for (const name of routerNamesIn(readFileSync(file, 'utf8'))) {
          if (!surface.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

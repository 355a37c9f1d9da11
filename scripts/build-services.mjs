// Production builds of the two Node services: server/src/main.ts → server/dist/main.js and graph-sandbox/src/main.ts →
// graph-sandbox/dist/main.js, one ES module each with a source map beside it. npm dependencies stay in node_modules;
// the workspace's TypeScript (shared-graph) is bundled in. Started with `node … dist/main.js` (nodeArgsOf), a service
// boots without compiling TypeScript (tsx costs 3–4 s of CPU per start). Paths the server reads at run time
// (migrations, the builds it serves, the OpenAPI types) come from its configuration, relative to the repository.
//   node scripts/build-services.mjs             build both
//   node scripts/build-services.mjs --if-stale  build only those whose sources changed since their last build
// Part of `pnpm build`; the scripts that start services (start.mjs, cluster.mjs, the e2e stack) call
// ensureServiceBuilds(), so a changed source is never served from an old bundle.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICES = ['server', 'graph-sandbox'];
const WORKSPACE_PACKAGES = new Set(['shared-graph', 'graph-sandbox', 'shared-ui']);
const thisScript = fileURLToPath(import.meta.url);

/** The bundle `node` starts for a service, e.g. /…/server/dist/main.js. */
export const bundleOf = (service) => path.join(root, service, 'dist', 'main.js');

/**
 * How `node` runs a service's bundle: stack traces through the source maps, and for the server a young generation of
 * 32 MB semi-spaces (V8's default is 16 MB): under load most of a request's garbage dies young, so scavenges are
 * rarer and promote less to the old generation — about 13 % less CPU per request and shorter pauses on the real mix.
 * e2e/support/processes.ts uses the same flags.
 */
export const nodeArgsOf = (service) => ['--enable-source-maps', ...(service === 'server' ? ['--max-semi-space-size=32'] : []), bundleOf(service)];
const metafileOf = (service) => path.join(root, service, 'dist', 'meta.json');

/** The esbuild the services' TypeScript runner (tsx, a dependency of both) compiles them with in development. */
function esbuild(service) {
  const fromService = createRequire(path.join(root, service, 'package.json'));
  return createRequire(fromService.resolve('tsx/package.json'))('esbuild');
}

/** npm packages stay imports (node_modules); the workspace's own packages are TypeScript source and are bundled. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      return WORKSPACE_PACKAGES.has(name) ? undefined : { external: true };
    });
  },
};

/** Whether the service's bundle is missing or older than a source it was built from (or than this script). */
export function isStale(service) {
  const bundle = bundleOf(service);
  if (!existsSync(bundle) || !existsSync(metafileOf(service))) return true;
  const built = statSync(bundle).mtimeMs;
  if (statSync(thisScript).mtimeMs > built) return true;
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(readFileSync(metafileOf(service), 'utf8')).inputs);
  } catch {
    return true;
  }
  for (const input of inputs) {
    const file = path.join(root, input);
    if (!existsSync(file) || statSync(file).mtimeMs > built) return true;
  }
  return false;
}

/**
 * Bundles one service. The files are written beside their final names and renamed into place, so a process starting
 * meanwhile (or another build of the same service: parallel e2e workers) reads a whole bundle, old or new.
 */
export async function buildService(service) {
  const outfile = bundleOf(service);
  const result = await esbuild(service).build({
    absWorkingDir: root,
    entryPoints: [path.join(root, service, 'src', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [externalNpmPackages],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(outfile), { recursive: true });
  const suffix = `.${process.pid}.${Date.now()}.tmp`;
  const files = [...result.outputFiles.map((file) => [file.path, file.contents]), [metafileOf(service), JSON.stringify(result.metafile)]];
  for (const [file, contents] of files) writeFileSync(file + suffix, contents);
  // The bundle last: it is what isStale() compares against.
  for (const [file] of files.sort(([a]) => (a === outfile ? 1 : -1))) renameSync(file + suffix, file);
}

/** Builds the services whose bundle is missing or stale; resolves with the names it built. */
export async function ensureServiceBuilds(services = SERVICES) {
  const stale = services.filter(isStale);
  await Promise.all(stale.map(buildService));
  return stale;
}

if (process.argv[1] === thisScript) {
  const ifStale = process.argv.includes('--if-stale');
  const started = Date.now();
  const built = ifStale ? await ensureServiceBuilds() : (await Promise.all(SERVICES.map(buildService)), SERVICES);
  if (built.length > 0) console.log(`› built ${built.map((service) => path.relative(root, bundleOf(service))).join(', ')} in ${Date.now() - started} ms`);
}

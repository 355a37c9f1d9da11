// Writes `area.json` beside a remote's build: what the host must know before loading the remote — the label and a
// sentence of what the area does, the top-level paths it owns with their access rules, its navigation entries,
// whether it exposes notices for the shell (from the remote's own `area.json`) — and the contract version the build
// was made against. The server's registry reads it.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'SasarRemoteAreaPlugin';

/** The contract version in shared-graph's source, as this build sees it. */
function contractVersionOf(sharedGraphDir) {
  const source = fs.readFileSync(path.join(sharedGraphDir, 'src', 'contract', 'index.ts'), 'utf8');
  const match = /export const CONTRACT_VERSION = (\d+);/.exec(source);
  if (!match) throw new Error(`No CONTRACT_VERSION in ${sharedGraphDir}/src/contract/index.ts`);
  return Number(match[1]);
}

const isText = (value) => typeof value === 'string' && value.trim() !== '';
/** As shared-graph/registry's DESCRIPTION_MAX (this file is CommonJS and reads no TypeScript). */
const DESCRIPTION_MAX = 200;
const isAccess = (access) =>
  access === 'open' || access === 'login' || (typeof access === 'object' && access !== null && Array.isArray(access.roles) && access.roles.length > 0);

/** Reads and checks `<dir>/area.json`; a mistake fails the build, not a user's page load. */
function readArea(dir) {
  const file = path.join(dir, 'area.json');
  const area = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = [];
  if (!isText(area.label)) problems.push('"label" must be the area\'s name');
  if (!Array.isArray(area.paths) || area.paths.length === 0) problems.push('"paths" must list the top-level paths the remote owns');
  for (const owned of area.paths ?? []) {
    if (!isText(owned.path) || !owned.path.startsWith('/')) problems.push(`path ${JSON.stringify(owned.path)} must start with "/"`);
    if (!isAccess(owned.access)) problems.push(`the access of ${owned.path} must be "open", "login" or { "roles": [...] }`);
    const { heading } = owned;
    if (heading !== undefined && !(isText(heading?.title) && (heading.description === undefined || isText(heading.description)))) {
      problems.push(`the heading of ${owned.path} needs a title (and a description, if any, as text)`);
    }
  }
  for (const item of area.nav ?? []) {
    if (!isText(item.to) || !isText(item.label) || typeof item.order !== 'number') problems.push(`nav entry ${JSON.stringify(item)} needs to, label and order`);
  }
  if (area.description !== undefined && !(isText(area.description) && area.description.length <= DESCRIPTION_MAX)) {
    problems.push(`"description" must be one sentence of what the area does (at most ${DESCRIPTION_MAX} characters)`);
  }
  if (area.notices !== undefined && typeof area.notices !== 'boolean') problems.push('"notices" must be true (the remote exposes ./notices) or false');
  if (problems.length > 0) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return {
    label: area.label,
    ...(area.description ? { description: area.description } : {}),
    paths: area.paths,
    nav: area.nav ?? [],
    ...(area.notices ? { notices: true } : {}),
  };
}

class RemoteAreaPlugin {
  /** @param {{ area: object, contractVersion: number }} options */
  constructor({ area, contractVersion }) {
    this.descriptor = { ...area, contractVersion };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('area.json', new RawSource(`${JSON.stringify(this.descriptor, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RemoteAreaPlugin, readArea, contractVersionOf };

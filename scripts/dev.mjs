// `pnpm dev`: sandbox and server with reload on change, the host on its dev server (http://127.0.0.1:3000),
// and every remote rebuilt on change into its dist/ (served by the server, as in production).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['research', 'adsmanager', 'dashboard', 'rules', 'admin'];

const jobs = [
  ['sandbox', ['--filter', 'graph-sandbox', 'dev']],
  ['server', ['--filter', 'server', 'dev']],
  ['host', ['--filter', 'host', 'dev']],
  ...REMOTES.map((name) => [name, ['--filter', `mfe-${name}`, 'exec', 'webpack', '--watch', '--mode', 'production']]),
];

const children = jobs.map(([name, args]) => {
  const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(13);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) console.log(`${prefix} ${line}`);
    });
  }
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Sasar dev: host on http://127.0.0.1:3000 (API and remotes through the server on :8080). Ctrl+C stops.');

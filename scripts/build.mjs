// Builds everything `npm start` serves: build-info.json (the app version), the server (tsc) and the web app (vite).
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bin, ensureInstalled, root, run, step } from './run.mjs';

export function build() {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  // The build stamp orders builds of one release; the web app reloads itself when the server announces a newer one.
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  writeFileSync(path.join(root, 'build-info.json'), `${JSON.stringify({ appVersion: `${version}+${stamp}` }, null, 2)}\n`);
  step('Compilation du serveur');
  run(bin('tsc'), ['-b', 'packages/contract', 'packages/server']);
  step('Construction de l’application web');
  run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: path.join(root, 'packages/web') });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstalled();
  build();
}

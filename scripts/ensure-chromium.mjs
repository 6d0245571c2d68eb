// Browser tests drive Debian's chromium (Playwright's own browser download does not work here). Installs it with
// apt-get when it is missing; the package lists are refreshed only if the first attempt fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  process.stdout.write('Installation de chromium (apt-get)…\n');
  const asRoot = process.getuid?.() === 0;
  const aptGet = (...args) => (asRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]]);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [command, args] = aptGet('install', '-y', '-qq', 'chromium');
  if (spawnSync(command, args, { stdio: 'inherit', env }).status === 0) return;
  run(...aptGet('update', '-qq'));
  run(...aptGet('install', '-y', '-qq', 'chromium'), { env });
}

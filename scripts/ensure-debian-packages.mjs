// Tests use real programs from Debian's packages: chromium for the browser tests (Playwright's own browser download
// does not work here), LibreOffice Calc and poppler's pdftotext to open exported files the way their users do.
// Installs with apt-get whatever is missing; the package lists are refreshed only if the first attempt fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/** The programs tests need, by the Debian package that brings each. */
export const CHROMIUM = { program: '/usr/bin/chromium', pkg: 'chromium' };
export const OFFICE_TOOLS = [
  { program: '/usr/bin/soffice', pkg: 'libreoffice-calc-nogui' },
  { program: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];

export function ensureDebianPackages(needs) {
  const missing = needs.filter((need) => !existsSync(need.program)).map((need) => need.pkg);
  if (missing.length === 0) return;
  process.stdout.write(`Installation de ${missing.join(', ')} (apt-get)…\n`);
  const asRoot = process.getuid?.() === 0;
  const aptGet = (...args) => (asRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]]);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [command, args] = aptGet('install', '-y', '-qq', ...missing);
  if (spawnSync(command, args, { stdio: 'inherit', env }).status === 0) return;
  run(...aptGet('update', '-qq'));
  run(...aptGet('install', '-y', '-qq', ...missing), { env });
}

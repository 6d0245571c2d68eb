// Small process helpers shared by the project scripts (start, build, test). Node built-ins only: these scripts run
// before `npm install` has put anything in node_modules.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository, streaming its output; exits the script with its code when it fails. */
export function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stderr.write(`\n✗ ${command} ${args.join(' ')} a échoué (code ${result.status ?? result.signal}, ${seconds} s)\n`);
    process.exit(result.status ?? 1);
  }
  return seconds;
}

/** A binary installed by npm in the root node_modules. */
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Installs the npm packages when they are missing or older than the lockfile (a fresh clone, a pull). */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  process.stdout.write('Installation des dépendances npm (la première fois, better-sqlite3 se compile : ~2 min)…\n');
  // `npm ci`: exactly what the lockfile pins (what CI tested), and a clone stays clean — `npm install` may rewrite the
  // lockfile when the registry starts serving a platform binding it did not list before.
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

export function step(title) {
  process.stdout.write(`\n▶ ${title}\n`);
}

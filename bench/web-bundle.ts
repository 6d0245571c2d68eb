/**
 * What the browser downloads, compressed, before each screen can show (SPEC's first load): read from the build's
 * manifest (packages/web/dist/.vite/manifest.json) and the gzip and brotli copies the build writes beside each asset.
 * The login page loads the entry and its static imports; every other page adds the shell's scripts; a list and a form
 * add their own screens' scripts and what those import beyond what is loaded already.
 *
 *   npm run build && npm run bundle -w @ossature/bench
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chunkClosure, entryKey, readBuildManifest, screenChunks } from '../packages/server/src/front/build-manifest.js';

const dist = path.resolve(import.meta.dirname, '../packages/web/dist');
const manifest = readBuildManifest(dist);
if (!manifest) throw new Error('Build the web app first: npm run build');
const filesOf = (keys: Set<string>) => [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
const sizeOf = (file: string, suffix: string) => {
  const full = path.join(dist, `${file}${suffix}`);
  return existsSync(full) ? statSync(full).size : statSync(path.join(dist, file)).size;
};
const total = (files: string[], suffix: string) => files.reduce((sum, file) => sum + sizeOf(file, suffix), 0);
const kB = (bytes: number) => `${(bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 0 })} kB`;

const initial = chunkClosure(manifest, entryKey(manifest)!);
const keyOf = (pattern: RegExp) => Object.keys(manifest).find((candidate) => pattern.test(candidate))!;
const shell = keyOf(/app\/shell-pages\.tsx$/);
/** What a page loads beyond the login page and the shell. */
const screen = (pattern: RegExp) => new Set(screenChunks(manifest, [shell, keyOf(pattern)]).filter((key) => !chunkClosure(manifest, shell).has(key)));

const rows: [string, string[]][] = [
  ['login page', filesOf(initial)],
  ['+ the shell (menu, top bar, home)', filesOf(new Set(screenChunks(manifest, [shell])))],
  ['+ a list (its own scripts)', filesOf(screen(/app\/list-page\.tsx$/))],
  ['+ a form (its own scripts)', filesOf(screen(/app\/form-page\.tsx$/))],
];
process.stdout.write(`\n${'what loads'.padEnd(30)}${'files'.padStart(6)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}\n`);
for (const [name, files] of rows) {
  process.stdout.write(`${name.padEnd(30)}${String(files.length).padStart(6)}${kB(total(files, '')).padStart(10)}${kB(total(files, '.gz')).padStart(10)}${kB(total(files, '.br')).padStart(10)}\n`);
}
process.stdout.write('\nLargest scripts (gzip):\n');
const scripts = Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
for (const file of [...new Set(scripts)].toSorted((a, b) => sizeOf(b, '.gz') - sizeOf(a, '.gz')).slice(0, 8)) {
  process.stdout.write(`  ${file.padEnd(48)}${kB(sizeOf(file, '.gz')).padStart(10)}${initial.has(Object.keys(manifest).find((key) => manifest[key]!.file === file)!) ? '  (first load)' : ''}\n`);
}

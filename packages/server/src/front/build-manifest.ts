import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of the web build's manifest (packages/web/dist/.vite/manifest.json, written by Vite). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The build's manifest, or null when the web app was built without one. */
export function readBuildManifest(webDist: string): BuildManifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : null;
}

/** A chunk and everything it imports statically, by manifest key: what loading it downloads. */
export function chunkClosure(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

/** The key of the app's entry (index.html). */
export const entryKey = (manifest: BuildManifest): string | undefined => Object.keys(manifest).find((key) => manifest[key]!.isEntry);

/** The chunks the given modules load beyond what the entry has loaded already, in the order they are first named. */
export function screenChunks(manifest: BuildManifest, keys: readonly string[]): string[] {
  const entry = entryKey(manifest);
  const initial = entry ? chunkClosure(manifest, entry) : new Set<string>();
  const all = new Set<string>();
  for (const key of keys) chunkClosure(manifest, key, all);
  return [...all].filter((key) => !initial.has(key));
}

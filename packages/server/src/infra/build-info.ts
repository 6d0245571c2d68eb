import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.js';

/**
 * The app version sent in the `app-version` header. `npm run build` writes build-info.json with the release and a
 * build stamp; without it (tests, first run) the release alone is used.
 */
export function readAppVersion(): string {
  try {
    const info = JSON.parse(readFileSync(path.join(repoRoot, 'build-info.json'), 'utf8')) as { appVersion?: string };
    if (info.appVersion) return info.appVersion;
  } catch {
    // No build yet: fall back to the package release.
  }
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

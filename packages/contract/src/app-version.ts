/**
 * App versions look like `0.1.0+20261122132028`: the release, then the build stamp. A client that sees a newer
 * version on a navigation call reloads itself (SPEC §8), so the order must be total and agree on both sides.
 */
export function compareAppVersions(a: string, b: string): number {
  const [releaseA = '', buildA = ''] = a.split('+');
  const [releaseB = '', buildB = ''] = b.split('+');
  const partsA = releaseA.split('.').map(Number);
  const partsB = releaseB.split('.').map(Number);
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
    const diff = (partsA[i] ?? 0) - (partsB[i] ?? 0);
    if (diff !== 0 && !Number.isNaN(diff)) return Math.sign(diff);
  }
  return buildA === buildB ? 0 : buildA > buildB ? 1 : -1;
}

export const isNewerAppVersion = (candidate: string, current: string): boolean =>
  compareAppVersions(candidate, current) > 0;

/** Name of the response header that carries the server's app version. */
export const APP_VERSION_HEADER = 'app-version';

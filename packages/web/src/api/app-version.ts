import { isNewerAppVersion } from '@ossature/contract';

const STORED_VERSION_KEY = 'ossature.app-version';

/**
 * SPEC §8: when a navigation call announces a newer app version than the stored one, the page reloads to fetch the
 * new bundle. The announced version is stored first, so a server that keeps announcing it cannot cause a loop.
 */
export function checkAppVersion(announced: string | null, reload: () => void = () => window.location.reload()): void {
  if (!announced) return;
  const stored = sessionStorage.getItem(STORED_VERSION_KEY) ?? __APP_VERSION__;
  if (isNewerAppVersion(announced, stored)) {
    sessionStorage.setItem(STORED_VERSION_KEY, announced);
    reload();
  } else if (!sessionStorage.getItem(STORED_VERSION_KEY)) {
    sessionStorage.setItem(STORED_VERSION_KEY, stored);
  }
}

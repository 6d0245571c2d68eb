import { TIME_LOGGING_WORKSTATION_MAX } from '@ossature/contract';

/**
 * The workstation the time is logged from (SPEC §4 'The workstation value in session storage is sent along'): the
 * session storage key `workstation`, which a shared computer's shortcut sets once by opening the app with
 * `?workstation=NAME` (kept for the tab: every page after it sends the name).
 */
export const WORKSTATION_KEY = 'workstation';

/** The name as the server takes it: trimmed, at most its column's width. */
const clean = (name: string | null | undefined) => name?.trim().slice(0, TIME_LOGGING_WORKSTATION_MAX) || undefined;

export function currentWorkstation(): string | undefined {
  const fromUrl = clean(new URLSearchParams(window.location.search).get(WORKSTATION_KEY));
  if (fromUrl) sessionStorage.setItem(WORKSTATION_KEY, fromUrl);
  return clean(sessionStorage.getItem(WORKSTATION_KEY));
}

import type { Page, Response } from 'playwright-core';

/**
 * Resolves once the tab's realtime stream has answered (the server subscribes it before its first byte): only what
 * happens after that arrives live; what happened before reaches the screen through its next read. `onPage` keeps to
 * the stream of a page whose address holds it, when an earlier page's may still answer late.
 */
export const realtimeStreamOpened = (page: Page, onPage?: string): Promise<Response> =>
  page.waitForResponse((response) => response.url().includes('/api-internal/realtime/stream') && (onPage === undefined || response.frame().url().includes(onPage)));

/** Goes to an app page and waits for that page's own realtime stream: from then on, what others do arrives live. */
export async function goToWithStream(page: Page, path: string): Promise<void> {
  const streamOpen = realtimeStreamOpened(page, path);
  await page.goto(path);
  await streamOpen;
}

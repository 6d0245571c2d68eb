import type { Page, Response } from 'playwright-core';

/**
 * Resolves once the tab's realtime stream has answered (the server subscribes it before its first byte): only what
 * happens after that arrives live; what happened before reaches the screen through its next read. `onPage` keeps to
 * the stream of a page whose address holds it, when an earlier page's may still answer late.
 */
export const realtimeStreamOpened = (page: Page, onPage?: string): Promise<Response> =>
  page.waitForResponse((response) => response.url().includes('/api-internal/realtime/stream') && (onPage === undefined || response.frame().url().includes(onPage)));

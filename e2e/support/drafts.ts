import type { Page } from 'playwright-core';

/** The form drafts the tab holds in session storage (`ossature.draft.{form}.{params}`), as [key, JSON] pairs. */
export const draftsOf = (page: Page): Promise<[string, string][]> =>
  page.evaluate(() => Object.entries(sessionStorage).filter(([key]) => key.startsWith('ossature.draft.')));

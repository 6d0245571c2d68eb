import type { Page } from 'playwright-core';

/**
 * dnd-kit's keyboard sensor starts listening to the arrows from a timer it sets when the drag starts, and Chromium
 * runs input before timers: an arrow sent as soon as the pick-up is announced can reach the page first and be lost.
 * One turn of the page's timers (queued after the sensor's) passes it.
 */
export async function untilArrowsAreHeard(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

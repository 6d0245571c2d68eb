import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject, it } from 'vitest';

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/** The flags this machine needs: no sandbox as root, no GPU, and no background calls to the (closed) network. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browser: Browser | undefined;

/** Launches Debian's chromium once per test file. */
export function launchBrowserPerFile(): void {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export interface BrowserTestContext {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  /** Another isolated browser context (a second user or tab session), closed with the test. */
  newContext(options?: { width?: number; height?: number }): Promise<BrowserContext>;
}

const fileName = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 120);

/**
 * A browser test: a fresh context (no shared storage) per test; on failure a full-page screenshot is saved under
 * e2e/screenshots/ before the context closes.
 */
export function browserTest(
  name: string,
  body: (ctx: BrowserTestContext) => Promise<void>,
  viewport: { width: number; height: number } = { width: 1400, height: 900 },
  /** Beyond the config's 60 s: a test that opens files in LibreOffice Calc (OFFICE_TIMEOUT). */
  timeout?: number,
): void {
  it(name, async () => {
    if (!browser) throw new Error('call launchBrowserPerFile() in the test file');
    const baseURL = inject('baseURL');
    const contexts: BrowserContext[] = [];
    const newContext = async (options: { width?: number; height?: number } = {}) => {
      const created = await browser!.newContext({
        baseURL,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        viewport: { width: options.width ?? viewport.width, height: options.height ?? viewport.height },
      });
      // Fail in seconds rather than Playwright's 30 s: the app answers locally.
      created.setDefaultTimeout(10_000);
      contexts.push(created);
      return created;
    };
    const context = await newContext();
    const page = await context.newPage();
    try {
      await body({ page, context, baseURL, newContext });
    } catch (error) {
      mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({ path: path.join(screenshotDir, `${fileName(name)}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      for (const created of contexts) await created.close();
    }
  }, timeout);
}

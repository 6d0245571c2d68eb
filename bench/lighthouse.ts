/**
 * Lighthouse's performance score (mobile preset, its default) of the login page and of a list page, on the built
 * server with the demo data and Debian's Chromium (issue 11 asks ≥ 90 for both). The list page needs a session: a
 * Puppeteer page logs in first and Lighthouse runs in that page, keeping its storage (the token).
 *
 *   npm run build && npm run lighthouse -w @ossature/bench
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBenchServer } from './bench-server.js';

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const flags = { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' as const };

  const rows: string[][] = [];
  const run = async (name: string, route: string) => {
    const result = await lighthouse(`${server.origin}${route}`, flags, undefined, page);
    const { lhr } = result!;
    // LIGHTHOUSE_REPORT_DIR=/tmp/lh keeps each full report, to see what costs the time.
    if (process.env.LIGHTHOUSE_REPORT_DIR) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '';
    // A run whose trace Lighthouse could not read (NO_NAVSTART happens on a busy machine) has no score: say so.
    const score = lhr.runtimeError ? `no score (${lhr.runtimeError.code}): run again` : String(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    rows.push([name, score, audit('first-contentful-paint'), audit('largest-contentful-paint'), audit('total-blocking-time'), audit('total-byte-weight')]);
  };

  await run('login page', '/front/login');
  // Logged in through the page itself, as a person would: the token stays in its storage for the next run.
  await page.goto(`${server.origin}/front/login`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('Demo!Ossature2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => localStorage.getItem('ossature.token') !== null);
  await run('invoice list page', '/front/list/invoice');

  process.stdout.write('| Lighthouse 12, mobile preset | Performance | FCP | LCP | TBT | Transferred |\n|---|---:|---:|---:|---:|---:|\n');
  for (const row of rows) process.stdout.write(`| ${row.join(' | ')} |\n`);
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}

/**
 * Lighthouse's performance score (mobile preset, its default) of the login page and of a list page, on the built
 * server with the demo data and Debian's Chromium (issue 11 asks ≥ 90 for both). The list page needs a session: a
 * Puppeteer page logs in first and Lighthouse runs in that page, keeping its storage (the token). The list is measured
 * twice: opened after logging in (the shell's scripts cached by the login) and as a first visit (nothing cached).
 *
 * Each page is measured LIGHTHOUSE_RUNS times (5 by default) and the median is the figure: on this shared 2-core
 * machine one run's blocking time moves by 2× with the machine's load (Lighthouse scales what it observes).
 *
 *   npm run build && npm run lighthouse -w @ossature/bench
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBenchServer } from './bench-server.js';

const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const server = await startBenchServer();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const flags = { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' as const };

  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const rows: string[][] = [];
  const scores = new Map<string, number[]>();
  // Storage stays between runs (the list needs the token). The HTTP cache is emptied before a first visit, and kept
  // for the list opened after logging in (the shell's scripts are then the browser's already, as on a working day).
  const cdp = await page.createCDPSession();
  const run = async (name: string, route: string, cache: 'empty' | 'kept') => {
    if (cache === 'empty') await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(`${server.origin}${route}`, flags, undefined, page);
    const { lhr } = result!;
    // LIGHTHOUSE_REPORT_DIR=/tmp/lh keeps each full report, to see what costs the time.
    if (reportDir) writeFileSync(path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '';
    // A run whose trace Lighthouse could not read (NO_NAVSTART happens on a busy machine) has no score: say so.
    const value = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    if (!lhr.runtimeError) scores.set(name, [...(scores.get(name) ?? []), value]);
    const score = lhr.runtimeError ? `no score (${lhr.runtimeError.code})` : String(value);
    rows.push([name, score, audit('first-contentful-paint'), audit('largest-contentful-paint'), audit('total-blocking-time'), audit('total-byte-weight')]);
  };

  for (let index = 0; index < runs; index += 1) {
    // Signed out for the login page, as a visitor arrives.
    await page.goto(`${server.origin}/front/login`);
    await page.evaluate(() => localStorage.clear());
    await run('login page', '/front/login', 'empty');
    // Logged in through the page itself, as a person would: the token stays in its storage for the next run.
    await page.goto(`${server.origin}/front/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('Demo!Ossature2026');
    await page.locator('button[type="submit"]').click();
    await page.waitForFunction(() => localStorage.getItem('ossature.token') !== null);
    await run('invoice list page, after logging in', '/front/list/invoice', 'kept');
    await run('invoice list page, first visit', '/front/list/invoice', 'empty');
  }

  process.stdout.write('| Lighthouse 12, mobile preset | Performance | FCP | LCP | TBT | Transferred |\n|---|---:|---:|---:|---:|---:|\n');
  for (const row of rows) process.stdout.write(`| ${row.join(' | ')} |\n`);
  process.stdout.write('\n| Page | Runs | Median score | Range |\n|---|---:|---:|---:|\n');
  for (const [name, values] of scores) {
    const sorted = values.toSorted((a, b) => a - b);
    const middle = sorted.length / 2;
    const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    process.stdout.write(`| ${name} | ${values.length} | ${median} | ${sorted[0]}–${sorted.at(-1)} |\n`);
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}

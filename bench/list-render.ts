/**
 * How fast the list screen draws its rows in Chromium (issue 11): the time from a page's data arriving to all its rows
 * on screen, for 50-row pages; and the long tasks while a 100-row page scrolls. Both are compared, in the same page of
 * the same browser, with the same work done directly: a bare <table> built from the same JSON with DOM calls.
 *
 *   npm run build && npm run render -w @ossature/bench
 */
import type { Page } from 'playwright-core';
import { median } from './api-timing.js';
import { startBenchServer } from './bench-server.js';
import { launchChromium, signedInPage } from './chromium.js';

/** The demo holds 400 invoices per organisation: 8 pages of 50, the first shown on opening. */
const PAGES = 7;
const SCROLL_STEPS = 40;

/**
 * Timestamps the app's list-data answers once their body is read (the moment "its data arrives"), and the frame after
 * which the table shows a given number of rows (a requestAnimationFrame after the DOM holds them: the next paint).
 */
const probe = () => {
  const w = window as unknown as { __dataAt: number[]; __longTasks: number[] };
  w.__dataAt = [];
  w.__longTasks = [];
  const json = Response.prototype.json;
  Response.prototype.json = async function (this: Response) {
    const body: unknown = await json.call(this);
    if (this.url.includes('/proxy/list/data/')) w.__dataAt.push(performance.now());
    return body;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/** Waits until the invoice table's body shows `first` as its first row number and all `count` rows, and says when it painted. */
async function paintedWith(page: Page, first: string, count: number): Promise<number> {
  return page.evaluate(
    ({ expected, rows }) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const lines = document.querySelectorAll('table[aria-label="Factures"] tbody tr:not([aria-hidden])');
          if (lines.length === rows && lines[0]?.querySelector('td:nth-child(2)')?.textContent === expected) {
            requestAnimationFrame(() => resolve(performance.now()));
            return true;
          }
          return false;
        };
        if (check()) return;
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    { expected: first, rows: count },
  );
}

/** The same rows drawn directly: a bare table built from the page's JSON, timed to the next frame. */
async function directRender(page: Page, rows: Record<string, unknown>[], columns: string[]): Promise<number> {
  return page.evaluate(
    ({ data, names }) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const table = document.createElement('table');
        const body = table.createTBody();
        for (const row of data) {
          const line = body.insertRow();
          for (const name of names) line.insertCell().textContent = String(row[name] ?? '');
        }
        document.body.append(table);
        requestAnimationFrame(() => {
          const elapsed = performance.now() - start;
          table.remove();
          resolve(elapsed);
        });
      }),
    { data: rows, names: columns },
  );
}

const ms = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ms`;

const server = await startBenchServer();
const browser = await launchChromium();
try {
  const { context, page, token } = await signedInPage(browser, server.origin, 'admin', probe);
  const api = async (url: string) => (await (await context.request.get(url, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { values: Record<string, unknown> }[] };

  // 50-row pages: each "next page" is data arriving, then rows drawn.
  await page.goto('/front/list/invoice');
  await page.getByRole('table', { name: 'Factures' }).waitFor();
  const appTimes: number[] = [];
  const directTimes: number[] = [];
  for (let index = 1; index <= PAGES; index += 1) {
    const expected = await api(`/proxy/list/data/invoice/50/${index * 50}?sort_column=issue_date&sort_direction=desc`);
    const first = String(expected.data[0]?.values.number ?? '');
    const before = await page.evaluate(() => (window as unknown as { __dataAt: number[] }).__dataAt.length);
    await page.getByRole('button', { name: 'Page suivante' }).click();
    const painted = await paintedWith(page, first, expected.data.length);
    const dataAt = await page.evaluate((from) => (window as unknown as { __dataAt: number[] }).__dataAt.slice(from), before);
    appTimes.push(painted - dataAt.at(-1)!);
    directTimes.push(await directRender(page, expected.data.map((row) => row.values), ['number', 'customer', 'issue_date', 'due_date', 'status', 'total_excl_vat', 'total_incl_vat']));
  }

  // A 100-row page scrolled through, long tasks counted from the first wheel to the last.
  await page.getByRole('combobox', { name: 'Lignes par page' }).selectOption('100');
  // A page over 50 rows draws only those in view, with a spacer row for the room of the others: its sign of being shown.
  await page.waitForFunction(() => document.querySelector('table[aria-label="Factures"] tbody tr[aria-hidden]') !== null);
  await page.waitForTimeout(500);
  const scroll = async (selector: string) => {
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
    const box = (await page.locator(selector).first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300));
    for (let step = 0; step < SCROLL_STEPS; step += 1) {
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(16);
    }
    await page.waitForTimeout(300);
    return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  };
  const appLong = await scroll('table[aria-label="Factures"]');
  // The same 100 rows as a bare table in a scrolling box of the same height.
  const hundred = await api('/proxy/list/data/invoice/100/0');
  await page.evaluate((data) => {
    const box = document.createElement('div');
    box.id = 'bench-direct';
    Object.assign(box.style, { position: 'fixed', inset: '0', overflow: 'auto', background: '#fff', zIndex: '10000', height: '65vh' });
    const table = document.createElement('table');
    const body = table.createTBody();
    for (const row of data) {
      const line = body.insertRow();
      for (const value of Object.values(row)) line.insertCell().textContent = String(value ?? '');
    }
    box.append(table);
    document.body.append(box);
  }, hundred.data.map((row) => row.values));
  const directLong = await scroll('#bench-direct');

  const worst = (tasks: number[]) => (tasks.length === 0 ? 'none' : ms(Math.max(...tasks)));
  const lines = [
    ['Chromium, demo invoices', 'List screen', 'Direct DOM', 'Ratio'],
    [`50-row page drawn after its data (median of ${PAGES})`, ms(median(appTimes)), ms(median(directTimes)), `${(median(appTimes) / median(directTimes)).toFixed(1)}×`],
    [`50-row page drawn, worst of ${PAGES}`, ms(Math.max(...appTimes)), ms(Math.max(...directTimes)), ''],
    [`100-row page scrolled (${SCROLL_STEPS} wheel steps): long tasks`, `${appLong.length}, worst ${worst(appLong)}`, `${directLong.length}, worst ${worst(directLong)}`, ''],
  ];
  for (const line of lines) process.stdout.write(`| ${line.join(' | ')} |\n`);
} finally {
  await browser.close();
  await server.stop();
}

/**
 * Where a list page's start-up time goes: the invoice list opened in Debian's Chromium with its CPU slowed 4× (as
 * Lighthouse's mobile preset), profiled, and each stretch of main-thread work over 50 ms (at 4×) printed with the
 * functions that took it, named through the build's source maps. Lighthouse says how long the blocking tasks are;
 * this says whose code they run (docs/PERFORMANCE.md, fifteenth session).
 *
 *   npm run build && npm run start-profile -w @ossature/bench
 *
 * PROFILE_CACHE=empty opens the list as a first visit (HTTP cache emptied), else after logging in (scripts cached).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SourceMapInput, TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import puppeteer, { type Browser, type Protocol } from 'puppeteer-core';
import { startBenchServer } from './bench-server.js';

const SLOWDOWN = 4;
/** A stretch of work shorter than this (at 4×) is not printed: Lighthouse counts tasks over 50 ms as blocking. */
const SHOWN_FROM_MS = 50;
/** React's phases: rendering components (sliced when concurrent) and committing them to the page (never sliced). */
const REACT_PHASES = /^(renderRootSync|renderRootConcurrent|commitRoot|flushPassiveEffects) /;
/** The profiler's sampling interval, in µs. */
const SAMPLING_US = 200;

const dist = path.resolve(import.meta.dirname, '../packages/web/dist');
const maps = new Map<string, TraceMap | null>();

function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = path.join(dist, new URL(url).pathname.replace(/^\/front/, ''));
    try {
      maps.set(url, new TraceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapInput));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url)!;
}

/** A frame as its source names it: function, package or app file, line. */
function nameOf(frame: Protocol.Runtime.CallFrame): string {
  const map = frame.url.startsWith('http') ? mapOf(frame.url) : null;
  if (!map) return frame.functionName || `(anonymous) ${path.basename(frame.url)}`;
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (position.source ?? '?').replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  return `${position.name ?? frame.functionName ?? '(anonymous)'} ${source}:${position.line}`;
}

/** Stretches of samples with no idle one between them: the main thread's tasks, as the profile sees them. */
function busyStretches(profile: Protocol.Profiler.Profile, idle: Set<number>): { start: number; end: number; samples: number[] }[] {
  const stretches: { start: number; end: number; samples: number[] }[] = [];
  let time = profile.startTime;
  let current: { start: number; end: number; samples: number[] } | null = null;
  profile.samples!.forEach((node, index) => {
    time += profile.timeDeltas![index]!;
    if (idle.has(node)) {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { start: time, end: time, samples: [] };
    current.end = time;
    current.samples.push(node);
  });
  if (current) stretches.push(current);
  return stretches;
}

const server = await startBenchServer();
let browser: Browser | null = null;
try {
  browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
  const page = await browser.newPage();
  await page.goto(`${server.origin}/front/login`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('Demo!Ossature2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => localStorage.getItem('ossature.token') !== null);

  const cdp = await page.createCDPSession();
  if (process.env.PROFILE_CACHE === 'empty') await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await cdp.send('Profiler.start');
  await page.goto(`${server.origin}/front/list/invoice`);
  await page.waitForSelector('tbody tr', { timeout: 60_000 });
  // The rows come 25 per frame and the top bar's calls after them: a quiet while lets the opening finish.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const { profile } = await cdp.send('Profiler.stop');

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));

  for (const stretch of busyStretches(profile, idle)) {
    const wallMs = (stretch.end - stretch.start) / 1000;
    if (wallMs < SHOWN_FROM_MS) continue;
    // Each function counted once per sample it is on the stack of (inclusive time).
    const inclusive = new Map<string, number>();
    for (const sample of stretch.samples) {
      const seen = new Set<string>();
      for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
        const name = nameOf(nodes.get(id)!.callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      }
    }
    // React's own frames are on every stack: of them, only which phase (rendering, or writing the page) is kept.
    const top = [...inclusive]
      .filter(([name]) => name !== '(root)' && (!/^\S+ (react-dom|scheduler)\//.test(name) || REACT_PHASES.test(name)))
      .toSorted((a, b) => b[1] - a[1])
      .slice(0, 12);
    process.stdout.write(`\n${Math.round(wallMs)} ms at ${SLOWDOWN}×, from ${Math.round((stretch.start - profile.startTime) / 1000)} ms\n`);
    for (const [name, count] of top) process.stdout.write(`  ${String(Math.round((100 * count) / stretch.samples.length)).padStart(3)} %  ${name}\n`);
  }
} finally {
  await browser?.close();
  await server.stop();
}

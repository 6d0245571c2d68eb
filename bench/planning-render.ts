import { type CalendarEvent, type PlanningData, encodeParams } from '@ossature/contract';
import type { Browser, Page } from 'playwright-core';
import { median } from './api-timing.js';
import { signedInPage } from './chromium.js';

/** What the probe leaves on the page's window. */
interface Probe {
  /** When each planning answer's body was read and parsed (Response.json resolved). */
  __parsed: number[];
  __longTasks: { start: number; duration: number }[];
  /** When the DOM first held the expected number of cards, and when the frame after was painted. */
  __dom?: number;
  __painted?: number;
}

/**
 * Runs in every document before the app. Timestamps the planning answers once parsed and keeps the long tasks; when
 * the bench left in sessionStorage how many cards the opening should show, notes the moment the DOM first holds that
 * many `[data-event-id]` cards (a MutationObserver: right after React's commit), then the moment after the next frame:
 * a message posted from requestAnimationFrame is handled once that frame's style, layout and paint are done.
 */
const probe = () => {
  const w = window as unknown as Probe;
  w.__parsed = [];
  w.__longTasks = [];
  const json = Response.prototype.json;
  Response.prototype.json = async function (this: Response) {
    const body: unknown = await json.call(this);
    if (this.url.includes('/api-internal/planning/')) w.__parsed.push(performance.now());
    return body;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const expected = Number(sessionStorage.getItem('ossature.bench.cards') ?? 0);
  if (!expected) return;
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('[data-event-id]').length < expected) return;
    observer.disconnect();
    w.__dom = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', () => (w.__painted = performance.now()));
      channel.port1.start();
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** One opening of the planning screen, in ms of the page's clock. */
interface Sample {
  /** The planning answer's last byte (Resource Timing's responseEnd): "the data arrives". */
  arrived: number;
  parsed: number;
  dom: number;
  painted: number;
  /** The longest task, and the end of the last one, from the data's arrival to a second after the paint. */
  worstTask: number;
  busyUntil: number;
}

/**
 * Opens the planning screen on a span (the span the screen keeps in sessionStorage, set first) and waits until the
 * expected cards are painted; a second more, for the tasks that follow the paint (effects, dnd-kit's registrations).
 */
async function openPlanning(page: Page, name: string, span: { scale: string; start: string }, cards: number): Promise<Sample> {
  await page.evaluate(
    ({ key, value, expected }) => {
      sessionStorage.setItem(key, value);
      sessionStorage.setItem('ossature.bench.cards', String(expected));
    },
    { key: `ossature.planning.${name}`, value: JSON.stringify({ ...span, filters: {} }), expected: cards },
  );
  await page.goto(`/front/planning/${name}`);
  await page.waitForFunction(() => (window as unknown as Probe).__painted !== undefined, undefined, { timeout: 300_000, polling: 50 });
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const w = window as unknown as Probe;
    const answers = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api-internal/planning/')) as PerformanceResourceTiming[];
    const arrived = answers.at(-1)!.responseEnd;
    const tasks = w.__longTasks.filter((task) => task.start + task.duration > arrived);
    return {
      arrived,
      parsed: w.__parsed.at(-1)!,
      dom: w.__dom!,
      painted: w.__painted!,
      worstTask: Math.max(0, ...tasks.map((task) => task.duration)),
      busyUntil: Math.max(w.__painted!, ...tasks.map((task) => task.start + task.duration)),
    };
  });
}

type View = 'month' | 'item';

/**
 * The same span drawn directly, in the same page: the answer's text parsed, then bare elements built with DOM calls —
 * a month grid of day cells with their first `shown` events and '+n autres', or one CSS grid per item with a bar per
 * event over its days (no drop targets, no shading) — timed to the frame after, as the screen is.
 */
async function directDraw(page: Page, url: string, token: string, view: View, shown: number): Promise<number> {
  return page.evaluate(
    async ({ path, bearer, scale, first }) => {
      const text = await (await fetch(path, { headers: { authorization: `Bearer ${bearer}` } })).text();
      return new Promise<number>((resolve) => {
        const started = performance.now();
        const planning = JSON.parse(text) as PlanningData;
        const root = document.createElement('div');
        Object.assign(root.style, { position: 'absolute', top: '0', left: '0', width: '1400px', background: '#fff', zIndex: '10000', font: '12px sans-serif' });
        /** Each card drawn and the element it goes in; in the item view, the days it spans. */
        const cards: { event: CalendarEvent; parent: HTMLElement; columns?: string }[] = [];
        const dates = planning.days.map((day) => day.date);
        if (scale === 'month') {
          Object.assign(root.style, { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' });
          const padding = (new Date(`${dates[0]}T00:00:00Z`).getUTCDay() + 6) % 7;
          for (let index = 0; index < padding; index += 1) root.append(document.createElement('div'));
          for (const day of planning.days) {
            const cell = document.createElement('div');
            Object.assign(cell.style, { minHeight: '110px', border: '1px solid #ddd' });
            const stack = document.createElement('div');
            cell.append(String(day.day_number), stack);
            const on = planning.data.filter((event) => event.date <= day.date && day.date <= event.end_date);
            for (const event of on.slice(0, first)) cards.push({ event, parent: stack });
            if (on.length > first) cell.append(`+${on.length - first} autres`);
            root.append(cell);
          }
        } else {
          const index = new Map(dates.map((date, position) => [date, position]));
          const last = dates.length - 1;
          const byItem = new Map<number | null, CalendarEvent[]>();
          for (const event of planning.data) {
            const list = byItem.get(event.item) ?? [];
            list.push(event);
            byItem.set(event.item, list);
          }
          for (const item of planning.items) {
            const row = document.createElement('div');
            Object.assign(row.style, { display: 'grid', gridTemplateColumns: `200px repeat(${dates.length}, minmax(24px, 1fr))`, gridAutoFlow: 'dense', borderBottom: '1px solid #ddd' });
            const label = document.createElement('div');
            label.textContent = item.label;
            label.style.gridColumn = '1';
            row.append(label);
            for (const event of byItem.get(item.id) ?? []) {
              const from = event.date < dates[0]! ? 0 : index.get(event.date)!;
              const to = event.end_date > dates[last]! ? last : index.get(event.end_date)!;
              cards.push({ event, parent: row, columns: `${from + 2} / ${to + 3}` });
            }
            root.append(row);
          }
        }
        for (const { event, parent, columns } of cards) {
          const element = document.createElement('div');
          element.textContent = `${event.title} ${event.object_linked}`;
          Object.assign(element.style, { background: event.color, overflow: 'hidden', whiteSpace: 'nowrap', borderRadius: '4px', margin: '1px' });
          if (columns) element.style.gridColumn = columns;
          parent.append(element);
        }
        document.body.append(root);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.addEventListener('message', () => {
            resolve(performance.now() - started);
            root.remove();
          });
          channel.port1.start();
          channel.port2.postMessage(null);
        });
      });
    },
    { path: url, bearer: token, scale: view, first: shown },
  );
}

/** Cards a month cell shows before '+n autres' (MonthView's SHOWN). */
const MONTH_CARDS = 3;

/**
 * The cards the probe waits for: a month, up to three a day. By item, the screen draws only the lines in view (a
 * virtualizer, in the commit that brings the first card, and the layout effect's before the paint): the first card.
 */
function cardsOf(view: View, planning: PlanningData): number {
  if (view === 'item') return 1;
  return planning.days.reduce((sum, day) => sum + Math.min(MONTH_CARDS, planning.data.filter((event) => event.date <= day.date && day.date <= event.end_date).length), 0);
}

const ms = (value: number) => `${Math.round(value).toLocaleString('fr-FR')} ms`;
const range = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

/**
 * Opens the planning screen `rounds` times on each view (month, then by item) of the month starting `start`, and
 * prints, per view: the cards drawn, the time from the answer's arrival to the frame after the cards are painted
 * (median, then range); that time's parts (the answer read and parsed; React's render and commit, until the DOM holds
 * the cards; then what runs before the next frame — effects and the renders they cause — and the frame's style,
 * layout and paint); the longest task and when the main thread was free; and the same span drawn as bare DOM.
 */
export async function measurePlanningRender(browser: Browser, origin: string, options: { name: string; start: string; rounds: number; username: string }): Promise<void> {
  const { name, start, rounds, username } = options;
  const { context, page, token } = await signedInPage(browser, origin, username, probe);
  const views: View[] = ['month', 'item'];
  const urlOf = (view: View) => `/api-internal/planning/${name}/${encodeURIComponent(encodeParams({ scale: view, start }))}`;
  const answers = new Map<View, PlanningData>();
  for (const view of views) {
    answers.set(view, (await (await context.request.get(urlOf(view), { headers: { authorization: `Bearer ${token}` } })).json()) as PlanningData);
  }
  const samples = new Map<View, Sample[]>(views.map((view) => [view, []]));
  const direct = new Map<View, number[]>(views.map((view) => [view, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const view of views) {
      samples.get(view)!.push(await openPlanning(page, name, { scale: view, start }, cardsOf(view, answers.get(view)!)));
      direct.get(view)!.push(await directDraw(page, urlOf(view), token, view, MONTH_CARDS));
    }
  }
  await context.close();

  process.stdout.write(`\n| Chromium, ${rounds} openings per view | events | cards | data → cards painted | answer parsed | to the cards in the DOM | then to the paint | longest task | main thread free | direct DOM | ratio |\n`);
  process.stdout.write('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n');
  for (const view of views) {
    const taken = samples.get(view)!;
    const total = taken.map((sample) => sample.painted - sample.arrived);
    const cells = [
      view === 'month' ? 'month view (Mois)' : 'by employee (Par salarié)',
      answers.get(view)!.data.length.toLocaleString('fr-FR'),
      view === 'item' ? 'lines in view' : cardsOf(view, answers.get(view)!).toLocaleString('fr-FR'),
      range(total),
      ms(median(taken.map((sample) => sample.parsed - sample.arrived))),
      ms(median(taken.map((sample) => sample.dom - sample.parsed))),
      ms(median(taken.map((sample) => sample.painted - sample.dom))),
      ms(median(taken.map((sample) => sample.worstTask))),
      ms(median(taken.map((sample) => sample.busyUntil - sample.arrived))),
      range(direct.get(view)!),
      `${(median(total) / median(direct.get(view)!)).toFixed(1)}×`,
    ];
    process.stdout.write(`| ${cells.join(' | ')} |\n`);
  }
}

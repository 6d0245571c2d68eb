import type { ListData, ListRow, TimeLoggingState } from '@ossature/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';
import { backdateRunningLog } from '../support/time-logs.js';

launchBrowserPerFile();

type Api = Awaited<ReturnType<typeof apiAs>>;

/**
 * The top bar's timer: 'Suivi du temps' while nothing runs, its time and the activity's name while one does. Found
 * while the popover, a modal, hides the rest of the page from assistive technologies too.
 */
const timer = (page: Page) => page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: /Suivi du temps|en cours$/, includeHidden: true });
const popover = (page: Page) => page.getByRole('dialog', { name: 'Suivi du temps' });
const timerText = async (page: Page) => (await timer(page).textContent())?.trim() ?? '';

/** Presses Tab until `target` has the focus, as someone without a mouse reaches it (at most `presses` times). */
async function tabTo(page: Page, target: Locator, presses = 30): Promise<void> {
  for (let press = 0; press < presses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

/** The month of today in Paris, as timesheets hold it ('2026-11'). */
const parisMonth = () => new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());

/** The agent's timesheet of this month, as its list shows it (the month first, newest first). */
async function currentTimesheet(api: Api): Promise<number> {
  const page = await api.get<ListData>('/proxy/list/data/timesheet/100/0');
  const month = parisMonth();
  const row = page.data.find(
    (candidate): candidate is ListRow =>
      candidate._type === 'row' && JSON.stringify(candidate.values.employee_id).includes('DURAND Camille') && [month, `${month.slice(5)}/${month.slice(0, 4)}`].includes(String(candidate.values.month)),
  );
  if (!row) throw new Error(`no timesheet of DURAND Camille this month: ${JSON.stringify(page.data.slice(0, 3))}`);
  return Number(row.hidden_values.id);
}

browserTest(
  'the activity popover starts an activity whose time ticks, asks for a project, and the time logged goes to the timesheet',
  async ({ page, context }) => {
    const api = await apiAs(context.request, 'agent');
    // Nothing left running by an earlier run.
    await api.post('/api-internal/time_logging', { stop: true });
    await logIn(page, 'agent');
    await page.evaluate(() => sessionStorage.setItem('workstation', 'Accueil-PC2'));

    // The timer is reached and opened from the keyboard.
    await tabTo(page, timer(page));
    expect(await timer(page).getAttribute('aria-label')).toBe('Suivi du temps');
    await page.keyboard.press('Enter');
    const list = popover(page);
    await list.getByRole('progressbar', { name: "Temps d'aujourd'hui sur « Accueil du public »" }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the activity popover');

    // An activity without choices starts at once, the focus staying on its button; its time ticks in the top bar.
    await tabTo(page, list.getByRole('button', { name: 'Démarrer « Accueil du public »' }));
    await page.keyboard.press('Enter');
    const stop = list.getByRole('button', { name: 'Arrêter « Accueil du public »' });
    await stop.waitFor();
    expect(await stop.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => timer(page).getAttribute('aria-label')).toMatch(/^\d\d:\d\d:\d\d — Accueil du public en cours$/);
    const first = await timerText(page);
    expect(first).toMatch(/^\d\d:\d\d:\d\d$/);
    await expect.poll(() => timerText(page)).not.toBe(first);
    await expectNoSeriousA11yViolations(page, 'the activity popover with an activity running');
    // Closed, the popover gives the focus back to the timer, whose name holds its visible time (axe
    // label-content-name-mismatch).
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await timer(page).evaluate((element) => element === document.activeElement)).toBe(true);
    // Name and text are read at one instant: the time ticks every second.
    expect(await timer(page).evaluate((element) => element.getAttribute('aria-label')!.includes(element.textContent!.trim()))).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the top bar with an activity running');
    await page.keyboard.press('Enter');

    await expect.poll(async () => (await api.get<TimeLoggingState>('/api-internal/time_logging')).running?.activity).toBe('reception');
    await list.getByRole('button', { name: 'Arrêter « Accueil du public »' }).click();
    await list.getByRole('button', { name: 'Démarrer « Accueil du public »' }).waitFor();
    await expect.poll(() => timer(page).getAttribute('aria-label')).toBe('Suivi du temps');
    const stopped = await api.get<TimeLoggingState>('/api-internal/time_logging');
    expect(stopped.running).toBeNull();
    expect(stopped.activities.find((activity) => activity.id === 'reception')!.spend_time).toBeGreaterThanOrEqual(1);
    const reception = list.getByRole('listitem').filter({ hasText: 'Accueil du public' });
    expect(await reception.getByTestId('activity-time').textContent()).not.toBe('0:00:00');

    // 'Projets' asks which project first; the choice is made from the keyboard.
    await list.getByRole('button', { name: 'Démarrer « Projets »' }).click();
    const question = page.getByRole('dialog', { name: 'Sur quel projet travaillez-vous ?' });
    await question.getByRole('radio', { name: /Formation interne/ }).waitFor();
    expect(await question.getByRole('button', { name: 'Démarrer' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the project choice dialog');
    await question.getByRole('button', { name: 'Annuler' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await api.get<TimeLoggingState>('/api-internal/time_logging')).running).toBeNull();

    await list.getByRole('button', { name: 'Démarrer « Projets »' }).click();
    await question.getByRole('radio', { name: /Dématérialisation des dossiers/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await question.getByRole('radio', { name: /Formation interne/ }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => timer(page).getAttribute('aria-label')).toMatch(/ — Projets : Formation interne en cours$/);
    const running = await api.get<TimeLoggingState>('/api-internal/time_logging');
    expect(running.running).toMatchObject({ activity: 'project', value: 'training' });

    // A log shorter than a minute carries nothing: this one is made to have started a minute ago.
    backdateRunningLog('agent', 61);
    await list.getByRole('button', { name: 'Arrêter « Projets »' }).click();
    await expect.poll(() => timer(page).getAttribute('aria-label')).toBe('Suivi du temps');

    // The minute is a line of the agent's timesheet of this month, under its project.
    await page.keyboard.press('Escape');
    await page.goto(recordPath('timesheet', await currentTimesheet(api)));
    await page.getByRole('heading', { name: /^Feuille de temps/ }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Formation interne' }).first().waitFor();
  },
);

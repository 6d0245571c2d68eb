import type { FormResponse, PlanningData } from '@ossature/contract';
import { encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import type { apiAs } from './api.js';
import { untilArrowsAreHeard } from './keyboard-drag.js';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** An employee of its own for a test, with a name no demo employee has. */
export async function newEmployee(api: Api, lastName: string): Promise<number> {
  const saved = await api.post<FormResponse>('/proxy/form/employee', { identifier: null, values: { last_name: lastName, first_name: 'Test', contract: 'cdi', hire_date: '2020-01-06' } });
  return saved.identifier!;
}

export async function newAbsence(api: Api, values: Record<string, unknown>): Promise<number> {
  const saved = await api.post<FormResponse>('/proxy/form/absence', { identifier: null, values: { type: 'paid_leave', status: 'approved', ...values } });
  return saved.identifier!;
}

export const planningOf = (api: Api, params: Record<string, string>) => api.get<PlanningData>(`/api-internal/planning/absences/${encodeURIComponent(encodeParams(params))}`);

/**
 * Opens a planning on a span of 2035, far from the demo data: the span is what the tab keeps (session storage), as it
 * would be after the user went there.
 */
export async function openPlanning(page: Page, name: string, title: string, scale: string, start: string): Promise<void> {
  await page.evaluate(([key, kept]) => sessionStorage.setItem(key!, kept!), [`ossature.planning.${name}`, JSON.stringify({ scale, start, filters: {} })]);
  await page.goto(`/front/planning/${name}`);
  await page.getByRole('heading', { name: title }).waitFor();
}

export const openAbsencePlanning = (page: Page, scale: string, start: string) => openPlanning(page, 'absences', 'Planning des absences', scale, start);

/** A card, named by its text from its title on (the grip of its end is named 'Changer la fin de …'). */
export const card = (page: Page, title: RegExp) => page.getByRole('button', { name: new RegExp(`^${title.source}`) });

/** Space takes the focused card, an arrow moves it a day to the right, Space puts it down: each step announced. */
export async function moveByKeyboard(page: Page, taken: string, over: string): Promise<void> {
  await page.keyboard.press('Space');
  await page.getByRole('status').getByText(taken).waitFor({ state: 'attached' });
  await untilArrowsAreHeard(page);
  await page.keyboard.press('ArrowRight');
  await page.getByRole('status').getByText(over).waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
}

/** Whether the focus is on the button of that name (a day's button is named by its date: 'lundi 14 mai'). */
export const hasFocus = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).evaluate((element) => element === document.activeElement);

/** Tab from where the focus is until it reaches the button of that name (a view's days are one tab stop). */
export async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 80 && !(await hasFocus(page, name)); presses += 1) await page.keyboard.press('Tab');
}

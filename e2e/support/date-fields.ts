import type { Page } from 'playwright-core';

/** A date picker's field: a group named by its label, one spinbutton per section. */
export const dateField = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

export const shownDate = (page: Page, label: string) => dateField(page, label).locator('input').inputValue();

/** Clicks a section of a date field (the first by default) and types digits as a person does. */
export async function typeDate(page: Page, label: string, digits: string, section?: string) {
  const field = dateField(page, label);
  await (section ? field.getByRole('spinbutton', { name: section }) : field.getByRole('spinbutton').first()).click();
  await page.keyboard.type(digits);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a screen may not ship with; moderate and minor ones are left to review. */
const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/**
 * One line per violation: its rule, impact and help, then each element it was found on: its selector, the start of
 * its HTML (generated class names alone do not say which element it is) and what axe says is wrong with it (a
 * contrast's colours and ratio).
 */
function describe(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .map((node) => {
          const why = (node.failureSummary ?? '').split('\n').slice(1).map((line) => line.trim()).join(' ');
          return `    ${node.target.join(' ')} ${node.html.slice(0, 120)}${why ? ` — ${why}` : ''}`;
        })
        .join('\n');
      return `- ${violation.id} (${violation.impact}): ${violation.help}\n${targets}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming each one and the
 * elements it was found on. `state` says which screen state was checked, for the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, state: string): Promise<void> {
  // A dialog or menu still fading in is measured at part of its opacity: wait for the transitions to end (spinners
  // turn forever and are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the DevTools protocol rather than added as a <script>: the app's Content-Security-Policy
  // refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''));
  expect(blocking.length, `axe-core found serious or critical violations on ${state}:\n${describe(blocking)}`).toBe(0);
}

import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerCallsInEachTest, renderBar } from './list-configuration-harness';

/** Below 1025 px (SPEC §9; the test window is 1024 px wide) the configuration tabs are a menu (issue 11). */

answerCallsInEachTest();

const applied = () => screen.getByTestId('configuration-id').textContent;
const chooser = () => screen.getByRole('button', { name: /^Configurations/ });

describe('the configurations on a narrow screen', () => {
  it('are a button naming the one applied, opening a menu of them where it is marked', async () => {
    renderBar();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(chooser().textContent).toBe('Configurations : Payées');
    const button = chooser();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: /^Configurations/ });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.contains(menu)).toBe(true);
    const items = screen.getAllByRole('menuitem');
    // One item per configuration, nothing the SPEC does not name.
    expect(items.map((item) => item.textContent)).toEqual([expect.stringMatching(/^Payées/), expect.stringMatching(/^Envoyées/)]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['true', null]);
  });

  it('apply the one chosen, from the keyboard too', async () => {
    renderBar();
    fireEvent.click(chooser());
    // The applied one has the focus: the arrows go from it.
    const [paid, sent] = await screen.findAllByRole('menuitem');
    await vi.waitFor(() => expect(document.activeElement).toBe(paid));
    fireEvent.keyDown(paid!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(sent);
    act(() => {
      fireEvent.keyDown(sent!, { key: 'Enter' });
    });
    expect(applied()).toBe('5');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('deselect the one applied when it is chosen again: the list as declared (SPEC §4)', async () => {
    renderBar();
    expect(applied()).toBe('4');
    fireEvent.click(chooser());
    fireEvent.click((await screen.findAllByRole('menuitem'))[0]!);
    expect(applied()).toBe('null');
    expect(chooser().textContent).toBe('Configurations');
  });
});

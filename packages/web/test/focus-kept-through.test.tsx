// @vitest-environment jsdom
// Focus follows focus() here as in a browser: under happy-dom the second button never took it from the first.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusKeptThrough } from '../src/ui/use-focus-kept-through';

afterEach(cleanup);

/** A button in a part of the page made inert while `busy`, as a form under its save's veil. */
function Veiled({ busy }: { busy: boolean }) {
  useFocusKeptThrough(busy);
  return (
    <div inert={busy}>
      <button type="button">Fermer</button>
      <button type="button">Autre</button>
    </div>
  );
}

const button = (name: string) => document.querySelector<HTMLButtonElement>(`button:nth-of-type(${name === 'Fermer' ? 1 : 2})`)!;

describe('the keyboard’s place through a veil', () => {
  it('goes back to the element that had the focus once the veil is lifted', () => {
    const view = render(<Veiled busy={false} />);
    button('Fermer').focus();
    view.rerender(<Veiled busy />);
    button('Fermer').blur();
    expect(document.activeElement).toBe(document.body);
    view.rerender(<Veiled busy={false} />);
    expect(document.activeElement).toBe(button('Fermer'));
  });

  it('stays where the user put it meanwhile', () => {
    const view = render(<Veiled busy={false} />);
    button('Fermer').focus();
    view.rerender(<Veiled busy />);
    button('Autre').focus();
    view.rerender(<Veiled busy={false} />);
    expect(document.activeElement).toBe(button('Autre'));
  });
});

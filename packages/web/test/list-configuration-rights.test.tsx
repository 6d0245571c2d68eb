import type { ListDefinition } from '@ossature/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initialListQuery } from '../src/engines/list/state/list-query';
import type { ListController } from '../src/engines/list/state/use-list-controller';
import { GroupSortDrawer } from '../src/engines/list/view/GroupSortDrawer';
import { answerCallsInEachTest, definition, renderBar } from './list-configuration-harness';

/** SPEC §6: "configurationRight and read_only restrict editing and percentage display". */

answerCallsInEachTest();

const restricted: [string, Partial<ListDefinition>][] = [
  ['without the configuration right', { configuration_right: false }],
  ['on a read-only list', { read_only: true }],
];

function menuItems(changes: Partial<ListDefinition>) {
  renderBar(changes);
  fireEvent.click(screen.getByRole('button', { name: 'Menu des configurations' }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

function renderDrawer(changes: Partial<ListDefinition>) {
  const list = { state: initialListQuery(50, null), dispatch: vi.fn<ListController['dispatch']>() } as unknown as ListController;
  render(<GroupSortDrawer open definition={{ ...definition, ...changes }} list={list} onClose={() => undefined} />);
}

describe('the configurations of a list the user may edit', () => {
  it('can be added, saved over and deleted', () => {
    expect(menuItems({})).toEqual(['Enregistrer la configuration', 'Ajouter une configuration', 'Définir « Payées » comme favorite', 'Résumé de la configuration', 'Supprimer la configuration']);
  });

  it('and the groups’ shares can be turned on', () => {
    renderDrawer({});
    expect(screen.getByRole('switch', { name: 'Afficher les pourcentages' })).toBeTruthy();
  });
});

describe.each(restricted)('the configurations %s', (_case, changes) => {
  it('are applied, but neither added, saved over nor deleted', () => {
    expect(menuItems(changes)).toEqual(['Définir « Payées » comme favorite', 'Résumé de la configuration']);
  });

  it('leave the groups’ shares as they are', () => {
    renderDrawer(changes);
    expect(screen.queryByRole('switch', { name: 'Afficher les pourcentages' })).toBeNull();
  });
});

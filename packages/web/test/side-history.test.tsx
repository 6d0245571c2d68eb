import type { HistoryEntry, HistoryPage } from '@ossature/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryList } from '../src/side/history/HistoryList';
import { USER_COLOURS, userColours } from '../src/side/history/user-colours';
import { withQueries } from './query-wrapper';

const user = vi.hoisted(() => ({ is_super_admin: '0' }));
vi.mock('../src/auth/user-context', () => ({ useUser: () => user }));
const page = vi.hoisted(() => ({ current: { data: [], isLastHistory: true } as HistoryPage }));
vi.mock('../src/side/history/history-api', () => ({ historyPage: async () => page.current }));

afterEach(cleanup);

const main = (id: number, fields: Partial<HistoryEntry['main']>): HistoryEntry['main'] => ({
  id,
  type: 'Modification',
  user: 'Antoine Leroy',
  username: 'admin',
  userInitials: 'AL',
  date: '2026-03-02T09:15:00.000Z',
  modification: {},
  isLastHistory: false,
  ...fields,
});

describe('the history’s user colours', () => {
  it('are five, given in the order authors appear, cycled from the sixth, the same on every entry of an author', () => {
    const colourOf = userColours();
    const authors = ['a', 'b', 'c', 'd', 'e', 'f', 'a', 'f'];
    expect(authors.map(colourOf)).toEqual([...USER_COLOURS, USER_COLOURS[0], USER_COLOURS[0], USER_COLOURS[0]]);
    expect(new Set(USER_COLOURS).size).toBe(5);
  });
});

describe('the history drawer', () => {
  const entries: HistoryEntry[] = [
    {
      main: main(3, {
        type: 'Bulk',
        modification: { Statut: 'passé à « Validée » pour 12 enregistrements' },
        technical_diff: { status: { old: 'requested', new: 'approved' } },
      }),
      sub: [],
    },
    {
      main: main(2, { user: 'Camille Durand', username: 'agent', userInitials: 'CD', modification: { Client: { old: { id: 4, label: 'Garage Morel' }, new: { id: 9, label: 'Boulangerie Roux' } } } }),
      sub: [{ type: 'Suppression', collectionLabel: 'Lignes', id: 17, modification: { Quantité: { old: '3', new: null } } }],
    },
    { main: main(1, { type: 'Création', modification: { Nom: { old: null, new: 'Devis été' } }, isLastHistory: true }), sub: [] },
  ];

  it('shows each entry’s author, field changes old → new, a Bulk entry’s texts and a collection’s sub-changes', async () => {
    page.current = { data: entries, isLastHistory: true };
    render(<HistoryList table="quote" identifier={5} />, { wrapper: withQueries() });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^ALAntoine Leroy — Bulk — .*Statutpassé à « Validée » pour 12 enregistrements$/),
      expect.stringMatching(/^CDCamille Durand — Modification — .*ClientGarage Morel → Boulangerie RouxLignes — Suppression #17Quantité3 → \(vide\)$/),
      expect.stringMatching(/^ALAntoine Leroy — Création — .*Nom\(vide\) → Devis été$/),
    ]);
    // No technical differences for whoever is not a super admin.
    expect(screen.queryByRole('button', { name: 'Différences techniques' })).toBeNull();
  });

  it('offers the technical differences to a super admin only ("1")', async () => {
    user.is_super_admin = '1';
    page.current = { data: entries, isLastHistory: true };
    render(<HistoryList table="quote" identifier={5} />, { wrapper: withQueries() });
    const [bulk] = await screen.findAllByRole('listitem');
    fireEvent.click(within(bulk!).getByRole('button'));
    expect(within(bulk!).getByText(/"status"/).textContent).toContain('"approved"');
    user.is_super_admin = '0';
  });

  it('says so when there is nothing', async () => {
    page.current = { data: [], isLastHistory: true };
    render(<HistoryList table="quote" identifier={5} />, { wrapper: withQueries() });
    expect((await screen.findByText("Il n'y a aucun historique ici pour le moment.")).tagName).toBe('P');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});

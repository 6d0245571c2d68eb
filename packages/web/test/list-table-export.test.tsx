import { type RecentExport, messages } from '@ossature/contract';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../src/api/api-client';
import { theme } from '../src/app/theme';
import { listApi } from '../src/engines/list/list-api';
import { ExportDialog } from '../src/engines/list/view/ExportDialog';
import { ExportProgress } from '../src/engines/list/view/ExportProgress';
import { NotificationProvider } from '../src/ui/notifications';
import { withQueries } from './query-wrapper';

/** A list's export: in the background for a large list, followed on the list, stopped on demand. */

vi.mock('../src/auth/user-context', () => ({ useUser: () => ({ has_choice_encoding: false }) }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A promise answered when the test says so. */
function later<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const running = (changes: Partial<RecentExport> = {}): RecentExport => ({
  id: 3,
  list_name: 'invoice',
  title: 'Factures',
  output: 'xlsx',
  status: 'running',
  rows_written: 1500,
  rows_total: 250_000,
  file_size: null,
  created_at: '2026-01-01 10:00:00',
  finished_at: null,
  error: null,
  ...changes,
});

function Dialog({ total, onBackground = () => undefined }: { total: number | null; onBackground?(started: RecentExport): void }) {
  return (
    <ExportDialog domain="invoice" params={undefined} title="Factures" formats={['xlsx']} query={new URLSearchParams()} total={total} onClose={() => undefined} onBackground={onBackground} />
  );
}

const backgroundBox = () => screen.getByRole('checkbox', { name: 'Préparer le fichier en arrière-plan' }) as HTMLInputElement;

it('follows the exact count for its background default when the count comes after the dialog opened', () => {
  const { rerender } = render(<Dialog total={null} />);
  expect(backgroundBox().checked).toBe(false);
  rerender(<Dialog total={250_000} />);
  expect(backgroundBox().checked).toBe(true);
});

it('keeps the user’s own choice of the background once made, whatever the count says next', () => {
  const { rerender } = render(<Dialog total={null} />);
  fireEvent.click(backgroundBox());
  expect(backgroundBox().checked).toBe(true);
  rerender(<Dialog total={12} />);
  expect(backgroundBox().checked).toBe(true);
});

it('starts one background export however many times its button is clicked while the request runs', async () => {
  const started = later<{ export: RecentExport }>();
  const call = vi.spyOn(listApi, 'exportInBackground').mockReturnValue(started.promise);
  const onBackground = vi.fn<(started: RecentExport) => void>();
  render(<Dialog total={250_000} onBackground={onBackground} />);
  const button = screen.getByRole('button', { name: 'Exporter' }) as HTMLButtonElement;
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button.disabled).toBe(true);
  await act(async () => started.answer({ export: running() }));
  expect(call).toHaveBeenCalledTimes(1);
  expect(onBackground).toHaveBeenCalledTimes(1);
});

function renderProgress() {
  const Queries = withQueries();
  return render(
    <ThemeProvider theme={theme}>
      <NotificationProvider>
        <Queries>
          <ExportProgress id={3} onDismiss={() => undefined} />
        </Queries>
      </NotificationProvider>
    </ThemeProvider>,
  );
}

it('writes an export’s progress in French figures', async () => {
  vi.spyOn(listApi, 'recentExports').mockResolvedValue([running()]);
  renderProgress();
  expect(await screen.findByText(/^Export « Factures » : 1\s500 sur 250\s000 lignes$/)).toBeTruthy();
});

it('tells why an export could not be stopped (it finished meanwhile) and shows where it really is', async () => {
  const exports = vi.spyOn(listApi, 'recentExports').mockResolvedValueOnce([running({ rows_written: 15, rows_total: 250 })]).mockResolvedValue([running({ status: 'done', rows_written: 250 })]);
  vi.spyOn(listApi, 'cancelExport').mockRejectedValue(new ApiRequestError(409, { message: messages.listExport.alreadyFinished }));
  renderProgress();
  await screen.findByText('Export « Factures » : 15 sur 250 lignes');
  fireEvent.click(screen.getByRole('button', { name: 'Arrêter l’export' }));
  expect((await screen.findByTestId('notification')).textContent).toContain('Cet export est déjà terminé.');
  await waitFor(() => expect(exports).toHaveBeenCalledTimes(2));
  expect(await screen.findByText('Export « Factures » prêt.')).toBeTruthy();
});

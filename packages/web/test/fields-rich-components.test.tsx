import { type Property, messages } from '@ossature/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formApi } from '../src/engines/form/form-api';
import type { LayoutElementProps } from '../src/engines/form/renderers/layouts/layout-entry';
import type { FieldProps } from '../src/engines/form/renderers/field-entry';
import { ChartPanel } from '../src/engines/form/renderers/elements/ChartElement';
import { type PlanningDay, PlanningElement } from '../src/engines/form/renderers/elements/PlanningElement';
import { weeksOf } from '../src/ui/calendar-weeks';
import { droppedFile } from '../src/engines/form/renderers/fields/rich/FileField';
import { withQueries } from './query-wrapper';
import { SIGNATURE_MIME_TYPE, SignatureField, signatureValue } from '../src/engines/form/renderers/fields/rich/SignatureField';
import { HtmlField } from '../src/engines/form/renderers/fields/rich/html/HtmlField';
import { type FormScope, FormScopeProvider } from '../src/engines/form/view/form-scope';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const property = (type: string, label: string): Property => ({ name: 'field', type, label, required: false, read_only: false });

function renderField(Component: ComponentType<FieldProps>, props: Partial<FieldProps> & { property: Property }) {
  return render(
    <Component value={null} error={undefined} readOnly={false} onChange={() => undefined} onInvalid={() => undefined} id="field-x" scope={{} as FormScope} {...props} />,
  );
}

describe('the signature pad', () => {
  it('saves the drawing as a PNG data URL, and nothing when nothing is drawn', () => {
    const toDataURL = vi.fn<(type?: string) => string>((type) => `data:${type};base64,iVBORw0KGgo=`);
    expect(signatureValue({ isEmpty: () => false, toDataURL })).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(toDataURL).toHaveBeenCalledWith(SIGNATURE_MIME_TYPE);
    expect(SIGNATURE_MIME_TYPE).toBe('image/png');
    expect(signatureValue({ isEmpty: () => true, toDataURL })).toBeNull();
  });

  it('shows a read-only signature as its image', () => {
    renderField(SignatureField, { property: property('signature', 'Signature du badge'), value: 'data:image/png;base64,iVBORw0KGgo=', readOnly: true });
    expect(screen.getByRole('img', { name: 'Signature — Signature du badge' }).getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.queryByRole('button', { name: messages.formRich.signatureClear })).toBeNull();
  });
});

describe('the file field', () => {
  it('ignores dropped files without a mime type (SPEC §5)', () => {
    const folder = new File([''], 'dossier', { type: '' });
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    expect(droppedFile([folder, image] as unknown as FileList)).toBe(image);
    expect(droppedFile([folder] as unknown as FileList)).toBeNull();
  });
});

describe('the chart element', () => {
  it('says the chart is loading while its data is fetched', async () => {
    const chart = vi.spyOn(formApi, 'chart').mockReturnValue(new Promise(() => undefined));
    render(<ChartPanel form="employee" identifier={12} chart="absences_by_month" label="Jours d'absence par mois" />, { wrapper: withQueries() });
    expect(screen.getByText('Graphique en cours de chargement ..')).toBeTruthy();
    expect(chart).toHaveBeenCalledWith('employee', 12, 'absences_by_month', expect.any(AbortSignal));
  });

  it('fetches nothing for a new record', () => {
    const chart = vi.spyOn(formApi, 'chart');
    const { container } = render(<ChartPanel form="employee" identifier={null} chart="absences_by_month" />, { wrapper: withQueries() });
    expect(container.textContent).toBe('');
    expect(chart).not.toHaveBeenCalled();
  });

  it('says so when the data cannot be fetched', async () => {
    vi.spyOn(formApi, 'chart').mockRejectedValue(new Error('500'));
    render(<ChartPanel form="employee" identifier={12} chart="absences_by_month" />, { wrapper: withQueries() });
    await waitFor(() => expect(screen.getByText(messages.formScreen.dataFetchFailed)).toBeTruthy());
  });
});

const day = (date: string, extra: Partial<PlanningDay> = {}): PlanningDay => ({
  date,
  day_number: Number(date.slice(8)),
  weekend: [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()),
  isToday: false,
  events: [],
  ...extra,
});
const november = Array.from({ length: 30 }, (_unused, index) => day(`2026-11-${String(index + 1).padStart(2, '0')}`));

describe('the planning element', () => {
  it('lays a month out in weeks from Monday to Sunday', () => {
    const weeks = weeksOf(november);
    // 1 November 2026 is a Sunday: six empty cells before it.
    expect(weeks[0]!.map((cell) => cell?.day_number ?? null)).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.at(-1)!.map((cell) => cell?.day_number ?? null)).toEqual([30, null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });

  it('shows French day names, shades weekends, marks today and shows each day’s events', () => {
    const days = november.map((entry) =>
      entry.day_number === 18
        ? { ...entry, isToday: true, events: [{ title: 'Congés payés', subtitle: 'Validée', color: '#2e7d32', object_name: 'absence', object_id: 7 }] }
        : entry,
    );
    const scope = { form: { state: { description: { planning: { planning_days: days, planning_informations_label: 'Novembre 2026 : 1 jour ouvré d’absence' } } } } } as unknown as FormScope;
    const props = { element: { type: 'Planning', label: 'Planning du mois' }, children: [], childElements: [], renderChild: () => null } as LayoutElementProps;
    const wrapper = ({ children }: { children: ReactNode }) => <FormScopeProvider scope={scope}>{children}</FormScopeProvider>;
    render(<PlanningElement {...props} />, { wrapper });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(screen.getByText('Novembre 2026 : 1 jour ouvré d’absence')).toBeTruthy();
    const today = screen.getByRole('cell', { name: "18 — Aujourd'hui" });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('cell', { name: '21' }).getAttribute('data-weekend')).toBe('1');
    expect(screen.getByRole('link', { name: 'Congés payés' }).getAttribute('href')).toBe('/front/form/absence/aWQ9Nw%3D%3D');
  });
});

describe('the html editor', () => {
  it('shows the stored HTML under its toolbar, with the placeholder text when empty', async () => {
    renderField(HtmlField, { property: property('html', 'Texte de la page'), value: '<h2>Horaires</h2><p><b>Ouvert</b> le lundi</p>' });
    const editor = await screen.findByRole('textbox', { name: 'Texte de la page' });
    await waitFor(() => expect(editor.textContent).toContain('Ouvert le lundi'));
    expect(editor.querySelector('h2')?.textContent).toBe('Horaires');
    expect(editor.querySelector('strong')?.textContent).toBe('Ouvert');
    expect(screen.getByRole('toolbar', { name: 'Mise en forme' })).toBeTruthy();
    for (const name of ['Gras', 'Italique', 'Souligné', 'Barré', 'Liste à puces', 'Liste numérotée', 'Lien', 'Couleur du texte', 'Insérer une image', 'Insérer une vidéo YouTube']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect((screen.getByRole('combobox', { name: 'Taille de police' }) as HTMLInputElement).value).toBe('15');
    cleanup();
    renderField(HtmlField, { property: property('html', 'Texte de la page'), value: null });
    expect(await screen.findByText('Entrez votre texte ici')).toBeTruthy();
  });

  it('has no toolbar when read-only', async () => {
    renderField(HtmlField, { property: property('html', 'Notes'), value: '<p>Lecture seule</p>', readOnly: true });
    await waitFor(() => expect(screen.getByText('Lecture seule')).toBeTruthy());
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

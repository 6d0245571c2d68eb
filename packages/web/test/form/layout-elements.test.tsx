import type { FormResponse, UiElement } from '@ossature/contract';
import { ThemeProvider } from '@mui/material';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme';
import { LayoutForm } from '../../src/engines/form/jsonforms/LayoutForm';
import { FormRenderersContext } from '../../src/engines/form/jsonforms/renderers-context';
import { elementEntries } from '../../src/engines/form/renderers/elements';
import { fallbackEntries } from '../../src/engines/form/renderers/fallbacks';
import { basicLayoutEntries } from '../../src/engines/form/renderers/layouts/basic-layouts';
import type { FormController } from '../../src/engines/form/state/use-form-controller';
import { recordScope } from '../../src/engines/form/view/form-scope';
import { NotificationProvider } from '../../src/ui/notifications';

vi.mock('../../src/auth/user-context', () => ({ useUser: () => ({ settings: [], user_settings: {} }) }));

afterEach(cleanup);

/** Lays out `elements` the way the form screen does, for a saved record whose form declares `buttons`. */
function renderLayout(elements: UiElement[], buttons: FormResponse['buttons'] = []) {
  const description = { name: 'demo', buttons, properties: {}, layout: { type: 'VerticalLayout', elements } } as unknown as FormResponse;
  const form = { name: 'demo', state: { description, values: {}, errors: {}, collection: {}, submit: false }, stateRef: { current: { values: {} } } } as unknown as FormController;
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/form/demo']}>
        <NotificationProvider>
          <FormRenderersContext.Provider value={[...fallbackEntries, ...basicLayoutEntries, ...elementEntries]}>
            <Routes>
              <Route path="/form/demo" element={<LayoutForm layout={description.layout} scope={recordScope(form)} />} />
              <Route path="/list/cms_page" element={<p>Liste des pages</p>} />
            </Routes>
          </FormRenderersContext.Provider>
        </NotificationProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('layout elements of SPEC §2', () => {
  it('Divider: a line, titled when it has a label', () => {
    renderLayout([{ type: 'Divider' }, { type: 'Divider', label: 'Coordonnées' }]);
    const separators = screen.getAllByRole('separator');
    expect(separators.map((separator) => separator.textContent)).toEqual(['', 'Coordonnées']);
  });

  // What DOMPurify removes is tested on jsdom (safe-html.test.tsx): on happy-dom it lets scripts through.
  it('Content: the definition’s HTML, as HTML', () => {
    renderLayout([{ type: 'Content', options: { html: '<p>Une page <strong>publiée</strong></p>' } }]);
    expect(screen.getByText('publiée').tagName).toBe('STRONG');
  });

  it('Button: the form’s button of that name, which runs its action; none when the form does not offer it', () => {
    renderLayout([{ type: 'Button', name: 'all_pages' }, { type: 'Button', name: 'not_offered' }], [{ name: 'all_pages', title: 'Toutes les pages', path: '/list/cms_page' }]);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Toutes les pages' }));
    expect(screen.getByText('Liste des pages')).toBeTruthy();
  });

  it('Map: only the street map is drawn; another type says so rather than drawing nothing', () => {
    renderLayout([{ type: 'Map', label: 'Position', options: { map_type: 'google', geometries: ['location'] } }]);
    expect(screen.getByRole('alert').textContent).toBe('Type de carte inconnu.');
  });
});

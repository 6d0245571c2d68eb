import type { FormResponse } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { formReducer, isDirty } from '../../src/engines/form/state/form-reducer';
import { initialFormState } from '../../src/engines/form/state/form-state';

const response = {
  identifier: 3,
  version: 2,
  values: { title: 'A', total: 10 },
  collection: { lines: { data: [{ identifier: 7, values: { label: 'x', total: 10 } }], new: { identifier: null, values: {} }, updated_at: null } },
  properties: {},
} as unknown as FormResponse;

const loaded = formReducer(initialFormState, { type: 'load/done', response });

describe('the form state', () => {
  it('is ready and clean once loaded, rows keyed by their identifier', () => {
    expect(loaded.status).toBe('ready');
    expect(loaded.collection.lines).toEqual([{ key: 'id-7', identifier: 7, values: { label: 'x', total: 10 } }]);
    expect(isDirty(loaded)).toBe(false);
  });

  it('clears the error of a field when the user edits it', () => {
    const withErrors = formReducer(loaded, { type: 'errors/set', errors: { title: 'Ce champ est requis', 'lines.0.label': 'Ce champ est requis' } });
    const edited = formReducer(withErrors, { type: 'field/change', name: 'title', value: 'B' });
    expect(edited.errors).toEqual({ 'lines.0.label': 'Ce champ est requis' });
    expect(isDirty(edited)).toBe(true);
    const cell = formReducer(edited, { type: 'row/change', collection: 'lines', key: 'id-7', field: 'label', value: 'y' });
    expect(cell.errors).toEqual({});
  });

  it('counts a reorder of rows as a change', () => {
    const two = formReducer(loaded, { type: 'rows/set', collection: 'lines', rows: [...loaded.collection.lines!, { key: 'new-1', identifier: null, values: { label: 'z' } }] });
    const swapped = formReducer(two, { type: 'rows/set', collection: 'lines', rows: two.collection.lines!.toReversed() });
    expect(isDirty(swapped)).toBe(true);
  });

  it('applies the server’s recomputed values and rows without losing the user’s other edits', () => {
    const edited = formReducer(loaded, { type: 'row/change', collection: 'lines', key: 'id-7', field: 'label', value: 'modifié' });
    const applied = formReducer(edited, {
      type: 'onchange/apply',
      response: { properties: { total: { value: 25 }, customer: { reload: true } }, collection: { lines: [{ identifier: 7, values: { total: 25 } }] } },
      sentKeys: { lines: ['id-7'] },
    });
    expect(applied.values.total).toBe(25);
    expect(applied.values).not.toHaveProperty('customer');
    expect(applied.collection.lines![0]!.values).toEqual({ label: 'modifié', total: 25 });
  });

  it('shows the constraint errors an onchange answer gives and clears those it says are kept, leaving the other fields’ errors', () => {
    const withErrors = formReducer(loaded, { type: 'errors/set', errors: { end_date: 'ancienne', title: 'Ce champ est requis' } });
    const told = formReducer(withErrors, {
      type: 'onchange/apply',
      response: { properties: { end_date: { error: 'Date de fin : ne peut pas précéder la date de début' }, half_day: { error: null } }, collection: {} },
      sentKeys: {},
    });
    expect(told.errors).toEqual({ end_date: 'Date de fin : ne peut pas précéder la date de début', title: 'Ce champ est requis' });
    const kept = formReducer(told, { type: 'onchange/apply', response: { properties: { end_date: { error: null } }, collection: {} }, sentKeys: {} });
    expect(kept.errors).toEqual({ title: 'Ce champ est requis' });
  });

  it("replaces the record's findings when the onchange answer gives them, and keeps them when it does not", () => {
    const finding = { text: 'Ce salarié a déjà une absence le 08/02/2027 (Formation).' };
    const found = formReducer(loaded, { type: 'onchange/apply', response: { properties: {}, collection: {}, form_validation: [finding] }, sentKeys: {} });
    expect(found.formValidation).toEqual([finding]);
    const unrelated = formReducer(found, { type: 'onchange/apply', response: { properties: {}, collection: {} }, sentKeys: {} });
    expect(unrelated.formValidation).toEqual([finding]);
    expect(formReducer(unrelated, { type: 'onchange/apply', response: { properties: {}, collection: {}, form_validation: [] }, sentKeys: {} }).formValidation).toEqual([]);
    const reloaded = formReducer(found, { type: 'load/done', response: { ...response, form_validation: [{ text: 'Autre' }] } as FormResponse });
    expect(reloaded.formValidation).toEqual([{ text: 'Autre' }]);
  });

  it('lands recomputed row values on the rows they were computed for, even when rows moved or came while the request was out', () => {
    const added = { key: 'new-1', identifier: null, values: { label: 'nouvelle', total: null } };
    const sentWith = formReducer(loaded, { type: 'rows/set', collection: 'lines', rows: [...loaded.collection.lines!, added] });
    // Meanwhile the user put the new row first and added another.
    const moved = formReducer(sentWith, {
      type: 'rows/set',
      collection: 'lines',
      rows: [sentWith.collection.lines![1]!, sentWith.collection.lines![0]!, { key: 'new-2', identifier: null, values: { label: 'autre' } }],
    });
    const applied = formReducer(moved, {
      type: 'onchange/apply',
      response: { properties: {}, collection: { lines: [{ identifier: 7, values: { total: 12 } }, { identifier: null, values: { total: 3 } }] } },
      sentKeys: { lines: ['id-7', 'new-1'] },
    });
    expect(applied.collection.lines!.map((row) => [row.key, row.values.total])).toEqual([
      ['new-1', 3],
      ['id-7', 12],
      ['new-2', undefined],
    ]);
  });

  it('restores a draft against the version it was written on, so that a change made since by someone else is a conflict at save', () => {
    const newer = formReducer(initialFormState, { type: 'load/done', response: { ...response, version: 3, loaded_at: '2026-11-22T10:05:00.000Z' } as FormResponse });
    const draft = { savedAt: '2026-11-22T10:00:30.000Z', identifier: 3, version: 2, loaded_at: '2026-11-22T10:00:00.000Z', values: { title: 'B', total: 10 }, collection: {} };
    const restored = formReducer(newer, { type: 'draft/restore', draft });
    expect(restored.values.title).toBe('B');
    expect(restored.description).toMatchObject({ version: 2, loaded_at: '2026-11-22T10:00:00.000Z' });
    expect(isDirty(restored)).toBe(true);
  });

  it('restores a draft with what its edits started from, so that its save tells them apart from changes made since', () => {
    const newer = formReducer(initialFormState, { type: 'load/done', response: { ...response, version: 3, values: { title: 'A', total: 12 } } as FormResponse });
    const draft = {
      savedAt: '2026-11-22T10:00:30.000Z',
      identifier: 3,
      version: 2,
      values: { title: 'B', total: 10 },
      collection: {},
      values_original: { title: 'A', total: 10 },
      collection_original: {},
    };
    expect(formReducer(newer, { type: 'draft/restore', draft }).values_original).toEqual({ title: 'A', total: 10 });
  });

  it('puts the user’s own changes back on top of a reloaded record, keeping what someone else changed meanwhile', () => {
    const typed = formReducer(formReducer(loaded, { type: 'field/change', name: 'title', value: 'Mon titre' }), {
      type: 'rows/set',
      collection: 'lines',
      rows: [...loaded.collection.lines!, { key: 'new-9', identifier: null, values: { label: 'ajoutée' } }],
    });
    const reloaded = formReducer(typed, {
      type: 'load/done',
      response: {
        ...response,
        version: 3,
        values: { title: 'A', total: 99 },
        collection: { lines: { data: [{ identifier: 7, values: { label: 'changée ailleurs', total: 10 } }], new: { identifier: null, values: {} }, updated_at: null } },
      } as FormResponse,
    });
    const reapplied = formReducer(reloaded, { type: 'edits/reapply', edits: typed });
    expect(reapplied.values).toEqual({ title: 'Mon titre', total: 99 });
    expect(reapplied.collection.lines!.map((row) => [row.key, row.values.label])).toEqual([
      ['id-7', 'changée ailleurs'],
      ['new-9', 'ajoutée'],
    ]);
    expect(reapplied.description?.version).toBe(3);
    expect(isDirty(reapplied)).toBe(true);
  });

  it('makes a copy saveable as it stands', () => {
    const copy = formReducer(initialFormState, { type: 'load/done', response: { ...response, identifier: null }, dirty: true });
    expect(isDirty(copy)).toBe(true);
  });

  it('counts the rows the server flagged added as changes until they are saved, nested ones too', () => {
    const withAdded = {
      ...response,
      collection: {
        lines: {
          data: [
            { identifier: 7, values: { label: 'x' }, collection: { parts: { data: [{ identifier: null, added: true, values: { name: 'p' } }], new: { identifier: null, values: {} }, updated_at: null } } },
            { identifier: null, added: true, values: { label: 'copiée' } },
          ],
          new: { identifier: null, values: {} },
          updated_at: null,
        },
      },
    } as unknown as FormResponse;
    const state = formReducer(initialFormState, { type: 'load/done', response: withAdded });
    expect(state.collection.lines!.map((row) => row.values.label)).toEqual(['x', 'copiée']);
    expect(state.collection_original.lines!.map((row) => row.values.label)).toEqual(['x']);
    expect(state.collection_original.lines![0]!.collection?.parts).toEqual([]);
    expect(isDirty(state)).toBe(true);
    const stored = formReducer(initialFormState, { type: 'load/done', response });
    expect(isDirty(stored)).toBe(false);
  });

  it('leaves a virtual field out of the comparison unless its property says virtual_use_on_compare', () => {
    const withVirtual = {
      ...response,
      values: { title: 'A', summary: '<p>3 lignes</p>', place: null },
      properties: {
        title: { name: 'title', type: 'string' },
        summary: { name: 'summary', type: 'inline_right_html', virtual: true },
        place: { name: 'place', type: 'geometry_map', virtual: true, virtual_use_on_compare: true },
      },
    } as unknown as FormResponse;
    const state = formReducer(initialFormState, { type: 'load/done', response: withVirtual });
    const recomputed = formReducer(state, { type: 'onchange/apply', response: { properties: { summary: { value: '<p>4 lignes</p>' } }, collection: {} }, sentKeys: {} });
    expect(recomputed.values.summary).toBe('<p>4 lignes</p>');
    expect(isDirty(recomputed)).toBe(false);
    const placed = formReducer(state, { type: 'onchange/apply', response: { properties: { place: { value: { type: 'Point', coordinates: [2.35, 48.85] } } }, collection: {} }, sentKeys: {} });
    expect(isDirty(placed)).toBe(true);
  });

  it('keeps what an onchange answer changes of a property (fieldKey, formRecordId) apart from the server’s description', () => {
    const withNote = {
      ...response,
      properties: { note: { name: 'note', type: 'select_async', fieldKey: 'note@1', formName: 'customer', formRecordId: 4 }, title: { name: 'title', type: 'string' } },
    } as unknown as FormResponse;
    const state = formReducer(initialFormState, { type: 'load/done', response: withNote });
    const changed = formReducer(state, {
      type: 'onchange/apply',
      response: { properties: { note: { reload: true, fieldKey: 'note@2', formRecordId: null }, title: { error: null } }, collection: {} },
      sentKeys: {},
    });
    expect(changed.properties.note).toMatchObject({ fieldKey: 'note@2', formName: 'customer', formRecordId: null });
    expect(changed.properties.title).toBe(state.properties.title);
    expect(changed.description).toBe(state.description);
    expect(changed.description?.properties.note).toMatchObject({ fieldKey: 'note@1', formRecordId: 4 });
  });

  it('counts, per field, the onchange answers saying its options changed (reload), so that they are asked again', () => {
    expect(loaded.optionsReloads).toEqual({});
    const once = formReducer(loaded, { type: 'onchange/apply', response: { properties: { customer: { reload: true }, total: { value: 3 } }, collection: {} }, sentKeys: {} });
    const twice = formReducer(once, { type: 'onchange/apply', response: { properties: { customer: { reload: true } }, collection: {} }, sentKeys: {} });
    expect(once.optionsReloads).toEqual({ customer: 1 });
    expect(twice.optionsReloads).toEqual({ customer: 2 });
    expect(formReducer(twice, { type: 'load/done', response }).optionsReloads).toEqual({});
  });

  it('marks a missing form not found', () => {
    expect(formReducer(loaded, { type: 'load/not_found' }).status).toBe('not_found');
  });
});

import type { FormResponse, Property } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { checkRequired } from '../../src/engines/form/rules/required-check';
import type { RowState } from '../../src/engines/form/state/form-state';

const property = (name: string, label: string, extra: Partial<Property> = {}): Property => ({ name, type: 'string', label, required: true, read_only: false, ...extra });

const description = {
  properties: {
    title: property('title', 'Titre'),
    status: property('status', 'Statut', { required: false }),
    reason: property('reason', 'Motif', { display_condition: { scope: '#/properties/status', schema: { const: 'closed' } } }),
    code: property('code', 'Code', { read_only: true }),
    until: property('until', 'Jusqu’au', { required: false, constraint: 'doit suivre l’échéance' }),
    lines: {
      ...property('lines', 'Lignes', { required: false, type: 'collection' }),
      collection_form: { element: 'TableDenseCollection', properties: { label: property('label', 'Libellé') }, required: ['label'], ordered: true, read_only: false, can_add: true, can_delete: true, columns: ['label'] },
    },
    archived: {
      ...property('archived', 'Archives', { required: false, type: 'collection' }),
      collection_form: { element: 'ReadOnlyCollection', properties: { label: property('label', 'Libellé') }, required: ['label'], ordered: false, read_only: true, can_add: false, can_delete: false, columns: ['label'] },
    },
  },
} as unknown as FormResponse;

const row = (values: Record<string, unknown>): RowState => ({ key: String(Math.random()), identifier: null, values });

describe('the local required check', () => {
  it('flags empty visible writable required fields and rows by path, counting repeated labels', () => {
    const result = checkRequired(description, { title: '', status: 'open', code: null }, { lines: [row({ label: 'a' }), row({ label: '' }), row({})], archived: [row({})] }, {});
    expect(result.errors).toEqual({ title: 'Ce champ est requis', 'lines.1.label': 'Ce champ est requis', 'lines.2.label': 'Ce champ est requis' });
    expect(result.summary).toBe('Les champs suivants sont requis : Titre, Libellé (2)');
  });

  it('requires a field its display condition shows, not one it hides', () => {
    expect(checkRequired(description, { title: 'x', status: 'open' }, {}, {}).summary).toBeNull();
    expect(checkRequired(description, { title: 'x', status: 'closed' }, {}, {}).errors).toEqual({ reason: 'Ce champ est requis' });
  });

  it('puts fields with an error and a constraint first, as label and constraint', () => {
    const result = checkRequired(description, { title: '' }, {}, { until: 'Jusqu’au : doit suivre l’échéance' });
    expect(result.summary).toBe('Les champs suivants sont requis : Jusqu’au : doit suivre l’échéance, Titre');
  });

  it('names the very rule the server found broken when a field has several', () => {
    const several = { properties: { ...description.properties, until: property('until', 'Jusqu’au', { required: false, constraint: 'doit suivre l’échéance ; doit être un jour ouvré' }) } } as unknown as FormResponse;
    const result = checkRequired(several, { title: '' }, {}, { until: 'Jusqu’au : doit être un jour ouvré' });
    expect(result.summary).toBe('Les champs suivants sont requis : Jusqu’au : doit être un jour ouvré, Titre');
  });

  it('treats false and 0 as values and empty lists as empty', () => {
    const flags = { properties: { ok: property('ok', 'Accord', { type: 'boolean' }), n: property('n', 'Nombre'), tags: property('tags', 'Étiquettes') } } as unknown as FormResponse;
    expect(checkRequired(flags, { ok: false, n: 0, tags: [] }, {}, {}).errors).toEqual({ tags: 'Ce champ est requis' });
  });
});

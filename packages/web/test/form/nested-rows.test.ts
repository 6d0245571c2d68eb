import type { FormResponse, Property } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { checkRequired, propertyAt } from '../../src/engines/form/rules/required-check';
import { formReducer, isDirty } from '../../src/engines/form/state/form-reducer';
import { initialFormState } from '../../src/engines/form/state/form-state';
import { submissionOf } from '../../src/engines/form/state/submission';
import { hasPendingFiles, uploadPendingFiles } from '../../src/engines/form/state/upload-files';

/** A customer's contacts, each with its means of contact (a nested collection, SPEC §3 Collection.data). */

const property = (name: string, label: string, extra: Partial<Property> = {}): Property => ({ name, type: 'string', label, required: true, read_only: false, ...extra });
const collectionForm = (element: string, properties: Record<string, Property>) => ({
  element,
  properties,
  required: [],
  ordered: true,
  read_only: false,
  can_add: true,
  can_delete: true,
  columns: Object.keys(properties),
});
const means = { ...property('means', 'Moyens de contact', { type: 'collection', required: false }), collection_form: collectionForm('TableDenseCollection', { value: property('value', 'Coordonnée') }) };
const contacts = {
  ...property('contacts', 'Contacts', { type: 'collection', required: false }),
  collection_form: collectionForm('TabCollection', { first_name: property('first_name', 'Prénom'), means: means as unknown as Property }),
};
const response = {
  identifier: 3,
  version: 2,
  loaded_at: '2026-11-22T10:00:00.000Z',
  values: { name: 'Imprimerie Nadal' },
  properties: { name: property('name', 'Raison sociale'), contacts },
  collection: {
    contacts: {
      data: [
        {
          identifier: 7,
          values: { first_name: 'Léa' },
          collection: { means: { data: [{ identifier: 70, values: { value: '0611223344' } }], new: { identifier: null, values: { value: null } }, updated_at: null } },
        },
      ],
      new: { identifier: null, values: { first_name: null }, collection: { means: { data: [], new: { identifier: null, values: { value: null } }, updated_at: null } } },
      updated_at: null,
    },
  },
} as unknown as FormResponse;
const loaded = formReducer(initialFormState, { type: 'load/done', response });

describe('nested rows on the screen', () => {
  it('are kept under their row once loaded, keyed by their identifier', () => {
    expect(loaded.collection.contacts![0]!.collection).toEqual({ means: [{ key: 'id-70', identifier: 70, values: { value: '0611223344' } }] });
    expect(isDirty(loaded)).toBe(false);
  });

  it('are added and edited under their row, which makes the form dirty and clears their own errors only', () => {
    const withErrors = formReducer(loaded, { type: 'errors/set', errors: { 'contacts.0.means.0.value': 'Ce champ est requis', 'contacts.0.first_name': 'Ce champ est requis' } });
    const edited = formReducer(withErrors, { type: 'nested/change', collection: 'contacts', key: 'id-7', nested: 'means', nestedKey: 'id-70', field: 'value', value: '0699' });
    expect(edited.collection.contacts![0]!.collection!.means![0]!.values).toEqual({ value: '0699' });
    expect(edited.errors).toEqual({ 'contacts.0.first_name': 'Ce champ est requis' });
    expect(isDirty(edited)).toBe(true);
    const added = formReducer(edited, { type: 'nested/set', collection: 'contacts', key: 'id-7', nested: 'means', rows: [...edited.collection.contacts![0]!.collection!.means!, { key: 'new', identifier: null, values: { value: 'lea@nadal.fr' } }] });
    expect(added.collection.contacts![0]!.collection!.means!.map((row) => row.values.value)).toEqual(['0699', 'lea@nadal.fr']);
  });

  it('are sent under their row, and the loaded ones are what the user started from', () => {
    const edited = formReducer(loaded, { type: 'nested/change', collection: 'contacts', key: 'id-7', nested: 'means', nestedKey: 'id-70', field: 'value', value: '0699' });
    const submission = submissionOf(edited, response);
    expect(submission.collection).toEqual({ contacts: [{ identifier: 7, values: { first_name: 'Léa' }, collection: { means: [{ identifier: 70, values: { value: '0699' } }] } }] });
    expect(submission.original?.collection).toEqual({
      contacts: [{ identifier: 7, values: { first_name: 'Léa' }, collection: { means: [{ identifier: 70, values: { value: '0611223344' } }] } }],
    });
  });

  it('are checked for required fields by path, and the path names their property', () => {
    const emptied = formReducer(loaded, { type: 'nested/change', collection: 'contacts', key: 'id-7', nested: 'means', nestedKey: 'id-70', field: 'value', value: null });
    const check = checkRequired(response, emptied.values, emptied.collection, {});
    expect(check.errors).toEqual({ 'contacts.0.means.0.value': 'Ce champ est requis' });
    expect(check.summary).toBe('Les champs suivants sont requis : Coordonnée');
    expect(propertyAt(response, 'contacts.0.means.0.value')?.label).toBe('Coordonnée');
    expect(propertyAt(response, 'contacts.0.first_name')?.label).toBe('Prénom');
    expect(propertyAt(response, 'name')?.label).toBe('Raison sociale');
    expect(propertyAt(response, 'contacts.x.means')).toBeUndefined();
  });

  it('are put back on the reloaded record after a conflict, over a colleague’s nested changes the user did not touch', () => {
    const edited = formReducer(loaded, { type: 'nested/set', collection: 'contacts', key: 'id-7', nested: 'means', rows: [...loaded.collection.contacts![0]!.collection!.means!, { key: 'new', identifier: null, values: { value: 'lea@nadal.fr' } }] });
    const theirs = structuredClone(response);
    theirs.version = 3;
    (theirs.collection.contacts!.data[0]!.collection!.means!.data[0]!.values as Record<string, unknown>).value = '0622222222';
    const reloaded = formReducer(edited, { type: 'load/done', response: theirs });
    const { values, values_original, collection, collection_original } = edited;
    const reapplied = formReducer(reloaded, { type: 'edits/reapply', edits: { values, values_original, collection, collection_original } });
    expect(reapplied.collection.contacts![0]!.collection!.means!.map((row) => row.values.value)).toEqual(['0622222222', 'lea@nadal.fr']);
  });

  it('have their files uploaded before the save, like the record’s and the rows’', async () => {
    const file = new File(['%PDF'], 'carte.pdf', { type: 'application/pdf' });
    const withFile = formReducer(loaded, { type: 'nested/change', collection: 'contacts', key: 'id-7', nested: 'means', nestedKey: 'id-70', field: 'card', value: file });
    expect(hasPendingFiles(withFile)).toBe(true);
    const uploaded = await uploadPendingFiles(withFile, async (sent) => ({ id: 5, filename: sent.name, type: sent.type }) as never);
    expect(uploaded.collection.contacts![0]!.collection!.means![0]!.values.card).toEqual({ id: 5, filename: 'carte.pdf', type: 'application/pdf' });
    expect(hasPendingFiles(uploaded)).toBe(false);
  });
});

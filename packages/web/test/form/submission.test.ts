import type { FormResponse } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { formReducer } from '../../src/engines/form/state/form-reducer';
import { initialFormState } from '../../src/engines/form/state/form-state';
import { submissionOf } from '../../src/engines/form/state/submission';

const collectionProperty = { name: 'lines', collection_form: { properties: {}, deferred: false } };
const response = {
  identifier: 3,
  version: 2,
  loaded_at: '2026-11-22T10:00:00.000Z',
  values: { name: 'Cabinet Lefebvre', code: 'C003' },
  collection: { lines: { data: [{ identifier: 7, values: { label: 'x' } }], new: { identifier: null, values: {} }, updated_at: null } },
  properties: { lines: collectionProperty },
} as unknown as FormResponse;
const loaded = formReducer(initialFormState, { type: 'load/done', response });

describe('what a save sends', () => {
  it('says what the user started from for each field they changed, and nothing for the others', () => {
    const edited = formReducer(loaded, { type: 'field/change', name: 'code', value: 'C003-B' });
    expect(submissionOf(edited, response)).toEqual({
      identifier: 3,
      values: { name: 'Cabinet Lefebvre', code: 'C003-B' },
      collection: { lines: [{ identifier: 7, values: { label: 'x' } }] },
      version: 2,
      loaded_at: '2026-11-22T10:00:00.000Z',
      original: { values: { code: 'C003' } },
    });
  });

  it('sends the loaded rows of a collection the user changed', () => {
    const edited = formReducer(loaded, { type: 'row/change', collection: 'lines', key: 'id-7', field: 'label', value: 'y' });
    expect(submissionOf(edited, response).original).toEqual({ values: {}, collection: { lines: [{ identifier: 7, values: { label: 'x' } }] } });
  });

  it('sends no starting values for a new record', () => {
    const fresh = { ...response, identifier: null } as FormResponse;
    expect(submissionOf(formReducer(initialFormState, { type: 'load/done', response: fresh }), fresh)).not.toHaveProperty('original');
  });
});

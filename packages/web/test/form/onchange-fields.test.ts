import type { FormResponse, Property } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { onchangeFields } from '../../src/engines/form/rules/onchange-fields';

const property = (name: string, extra: Partial<Property> = {}): Property => ({ name, type: 'date', label: name, required: false, read_only: false, ...extra });
const described = (properties: Property[], extra: Partial<FormResponse> = {}) =>
  ({ properties: Object.fromEntries(properties.map((entry) => [entry.name, entry])), ...extra }) as FormResponse;

describe('the fields whose change the onchange call hears of', () => {
  it('are those others depend on and those the record’s findings depend on', () => {
    const fields = onchangeFields(described([property('days', { depends_on: ['start_date', 'lines.quantity'] })], { form_validation_depends_on: ['employee_id'] }));
    expect([...fields].toSorted()).toEqual(['employee_id', 'lines', 'start_date']);
  });

  it('are a constrained field and the fields its constraint reads, so that a broken rule is told as it is typed', () => {
    const fields = onchangeFields(
      described([property('issue_date'), property('due_date', { constraint: 'la date doit être égale ou postérieure', constraint_reads: ['issue_date'] }), property('code', { constraint: 'format' })]),
    );
    expect([...fields].toSorted()).toEqual(['code', 'due_date', 'issue_date']);
  });

  it('are none for a form whose fields depend on nothing', () => {
    expect(onchangeFields(described([property('title')])).size).toBe(0);
    expect(onchangeFields(null).size).toBe(0);
  });
});

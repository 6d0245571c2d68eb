import type { Property, UiElement } from '@ossature/contract';
import type { ValidateFunctionCondition, ValidateFunctionContext } from '@jsonforms/core';
import { describe, expect, it } from 'vitest';
import { defaultRowLayout, toUiSchema } from '../../src/engines/form/jsonforms/to-uischema';
import { templateName } from '../../src/engines/form/templates/form-templates';

const properties: Record<string, Property> = {
  name: { name: 'name', type: 'string', label: 'Nom', required: true, read_only: false },
  salary: { name: 'salary', type: 'money', label: 'Salaire', required: false, read_only: false },
  secret: { name: 'secret', type: 'hidden', label: 'Caché', required: false, read_only: false },
};
const layout: UiElement = {
  type: 'Categorization',
  elements: [
    { type: 'Category', label: 'Général', name: 'general', elements: [{ type: 'Control', scope: '#/properties/name' }] },
    { type: 'Category', label: 'Contrat', name: 'contrat', elements: [{ type: 'Control', scope: '#/properties/salary' }] },
  ],
};

describe('the UI schema given to JSON Forms', () => {
  it('labels controls and carries their field kind', () => {
    const schema = toUiSchema(layout, properties) as unknown as UiElement;
    expect(schema.elements![1]!.elements![0]).toMatchObject({ type: 'Control', label: 'Salaire', options: { kind: 'money' } });
  });

  it('opens the tab named by default_tab_name, the first when unknown, and stands the tabs vertically on wide screens', () => {
    expect((toUiSchema(layout, properties, { defaultTab: 'contrat' }) as unknown as UiElement).options).toEqual({ selected: 1, orientation: 'horizontal' });
    expect((toUiSchema(layout, properties, { defaultTab: 'nope', verticalTabs: true }) as unknown as UiElement).options).toEqual({ selected: 0, orientation: 'vertical' });
  });

  it('evaluates display rules with conditionHolds, an element whose condition cannot be evaluated staying hidden', () => {
    const broken = { scope: '#/properties/salary', schema: { type: 'nombre' } };
    const fine = { scope: '#/properties/salary', schema: { minimum: 1000 } };
    const schema = toUiSchema(
      {
        type: 'VerticalLayout',
        elements: [
          { type: 'Control', scope: '#/properties/name', rule: { effect: 'SHOW', condition: broken } },
          { type: 'Control', scope: '#/properties/salary', rule: { effect: 'SHOW', condition: { type: 'AND', conditions: [fine, { scope: 'salary', schema: {} }] } } },
          { type: 'Control', scope: '#/properties/secret', rule: { effect: 'SHOW', condition: fine } },
        ],
      },
      properties,
    ) as unknown as UiElement;
    const shown = (fullData: Record<string, unknown>) =>
      schema.elements!.map((element) => (element.rule!.condition as unknown as ValidateFunctionCondition).validate({ fullData } as ValidateFunctionContext));
    expect(shown({ salary: 2000 })).toEqual([false, false, true]);
    expect(shown({ salary: 500 })).toEqual([false, false, false]);
  });

  it('never hands JSON Forms a schema condition, which its Ajv would compile with eval (refused by the CSP)', () => {
    const schema = toUiSchema({ type: 'Control', scope: '#/properties/salary', rule: { effect: 'SHOW', condition: { scope: '#/properties/salary', schema: { const: 1 } } } }, properties);
    expect(schema.rule!.condition).not.toHaveProperty('schema');
  });

  it('lays a row out field under field when its collection gives no layout, hidden fields left out', () => {
    expect(defaultRowLayout(properties).elements!.map((element) => element.scope)).toEqual(['#/properties/name', '#/properties/salary']);
  });
});

describe('form templates', () => {
  it('are named after the form, capitalised without underscores', () => {
    expect(templateName('g_user_profile')).toBe('GUserProfile');
    expect(templateName('invoice')).toBe('Invoice');
  });
});

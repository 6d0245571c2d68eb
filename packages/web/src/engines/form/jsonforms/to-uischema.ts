import { type DisplayCondition, type Property, type UiElement, conditionHolds } from '@ossature/contract';
import type { UISchemaElement, ValidateFunctionCondition } from '@jsonforms/core';

const nameOf = (scope: string | undefined) => scope?.split('/').pop() ?? '';

/**
 * A display condition as JSON Forms gets it: a function over the form's values that the contract's conditionHolds
 * answers (as for the required check), so that a condition that cannot be evaluated counts as false (SPEC §5), and
 * JSON Forms' own schema conditions, which Ajv compiles with eval (refused by the CSP), are never used.
 */
const evaluatedCondition = (condition: DisplayCondition): ValidateFunctionCondition => ({
  scope: '#',
  validate: ({ fullData }) => conditionHolds(condition, typeof fullData === 'object' && fullData !== null ? (fullData as Record<string, unknown>) : {}),
});

export interface UiSchemaOptions {
  /** default_tab_name: the tab opened first (SPEC §2; the first one when absent or unknown). */
  defaultTab?: string | null;
  /** Tabs stand vertically on wide windows (SPEC §9: from 1500 px). */
  verticalTabs?: boolean;
}

/**
 * The server's layout as a JSON Forms UI schema: Controls get their label and their field kind (`options.kind`, which
 * the renderers' testers dispatch on); the initial tab and the tabs' orientation become options of the
 * Categorization; display rules become functions of conditionHolds. Everything else passes as it is: our renderers
 * know the product's element types.
 */
export function toUiSchema(layout: UiElement, properties: Record<string, Property>, options: UiSchemaOptions = {}): UISchemaElement {
  const convert = (given: UiElement): UISchemaElement => {
    const element = given.rule ? { ...given, rule: { ...given.rule, condition: evaluatedCondition(given.rule.condition) } } : given;
    const children = element.elements?.map(convert);
    if (element.type === 'Control') {
      const property = properties[nameOf(element.scope)];
      return { ...element, label: property?.label ?? '', options: { ...element.options, kind: property?.type ?? 'string' } } as UISchemaElement;
    }
    if (element.type === 'Categorization') {
      const categories = element.elements ?? [];
      const selected = Math.max(0, categories.findIndex((category) => options.defaultTab && category.name === options.defaultTab));
      return {
        ...element,
        elements: children,
        options: { ...element.options, selected, orientation: options.verticalTabs ? 'vertical' : 'horizontal' },
      } as UISchemaElement;
    }
    return (children ? { ...element, elements: children } : { ...element }) as UISchemaElement;
  };
  return convert(layout);
}

/** A row form's layout when its collection gives none: its fields one under the other. */
export function defaultRowLayout(properties: Record<string, Property>): UiElement {
  return {
    type: 'VerticalLayout',
    elements: Object.values(properties)
      .filter((property) => property.type !== 'hidden')
      .map((property) => ({ type: 'Control', scope: `#/properties/${property.name}` })),
  };
}

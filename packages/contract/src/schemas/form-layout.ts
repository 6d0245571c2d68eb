import { Type } from 'typebox';
import type { DisplayCondition } from './form-property.js';

/** SPEC §2 'UI element types': the layout vocabulary is JSON Forms' own, extended with the product's elements. */
export const UI_ELEMENT_TYPES = [
  'Categorization',
  'Category',
  'VerticalLayout',
  'HorizontalLayout',
  'Divider',
  'Control',
  'Content',
  'Button',
  'Expansion',
  'Card',
  'Chart',
  'Map',
  'Planning',
  'TabCollection',
  'ReadOnlyCollection',
  'TableDenseCollection',
  'GridCollection',
  'FormCollection',
  'ListCollection',
  'CardAttachments',
  'CardComments',
  'CardHistory',
] as const;
export type UiElementType = (typeof UI_ELEMENT_TYPES)[number];

export const COLLECTION_ELEMENT_TYPES = [
  'TabCollection',
  'ReadOnlyCollection',
  'TableDenseCollection',
  'GridCollection',
  'FormCollection',
  'ListCollection',
] as const satisfies readonly UiElementType[];
export type CollectionElementType = (typeof COLLECTION_ELEMENT_TYPES)[number];

/**
 * One node of the layout tree. `scope` (`#/properties/{name}`) points a Control or a collection element at its
 * property; layouts and groups hold `elements`; `rule` carries a display condition.
 */
export interface UiElement {
  type: UiElementType;
  label?: string;
  /** Stable name of a tab (default_tab_name selects it), a button, a chart or a planning. */
  name?: string;
  scope?: string;
  elements?: UiElement[];
  rule?: { effect: 'SHOW'; condition: DisplayCondition };
  /** Content: HTML; Map: map_type and the geometry fields; Chart: chart kind; Planning: its value names. */
  options?: Record<string, unknown>;
}

export const UiElementSchema = Type.Unsafe<UiElement>({ type: 'object', additionalProperties: true });

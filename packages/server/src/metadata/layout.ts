import type { UiElement, UiElementType } from '@ossature/contract';

/**
 * A layout as a module writes it: elements, or plain names. A name becomes the Control of that field, or the
 * collection element of that collection, when the registry normalises the layout.
 */
export type LayoutNode = string | LayoutElement;
export interface LayoutElement extends Omit<UiElement, 'elements'> {
  elements?: LayoutNode[];
}

/** Tab names are slugs of their labels unless given: 'Général' → 'general' (default_tab_name selects by it). */
export function slug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** The elements of a type anywhere in a normalised layout, in order. */
export function elementsOfType(layout: UiElement, type: UiElementType): UiElement[] {
  return [...(layout.type === type ? [layout] : []), ...(layout.elements ?? []).flatMap((child) => elementsOfType(child, type))];
}

const group = (type: UiElementType) => (label: string, ...elements: LayoutNode[]): LayoutElement => ({ type, label, elements });

/** Builders of the SPEC §2 layout vocabulary. */
export const ui = {
  tabs: (...categories: LayoutElement[]): LayoutElement => ({ type: 'Categorization', elements: categories }),
  tab: (label: string, ...elements: LayoutNode[]): LayoutElement => ({ type: 'Category', label, name: slug(label), elements }),
  vertical: (...elements: LayoutNode[]): LayoutElement => ({ type: 'VerticalLayout', elements }),
  horizontal: (...elements: LayoutNode[]): LayoutElement => ({ type: 'HorizontalLayout', elements }),
  divider: (label?: string): LayoutElement => ({ type: 'Divider', ...(label ? { label } : {}) }),
  expansion: group('Expansion'),
  card: group('Card'),
  content: (html: string): LayoutElement => ({ type: 'Content', options: { html } }),
  button: (name: string): LayoutElement => ({ type: 'Button', name }),
  /** A chart fed by the module's chart of that name. */
  chart: (name: string, label: string): LayoutElement => ({ type: 'Chart', name, label }),
  /** A map of the record's geometry fields; only open_street_map is supported (SPEC §2 Map). */
  map: (label: string, geometryFields: string[]): LayoutElement => ({
    type: 'Map',
    label,
    options: { map_type: 'open_street_map', geometries: geometryFields },
  }),
  /**
   * A declared planning (its name) showing the record's own events, month by month (SPEC §2 Planning): the planning's
   * item must be a relation to this module.
   */
  planning: (label: string, planning: string): LayoutElement => ({ type: 'Planning', label, name: planning }),
  attachments: (): LayoutElement => ({ type: 'CardAttachments' }),
  comments: (): LayoutElement => ({ type: 'CardComments' }),
  history: (): LayoutElement => ({ type: 'CardHistory' }),
};

import type { UiElement } from '@ossature/contract';

/** What the caller may not see: collections of modules they cannot read (by scope), charts and plannings over them (by name). */
export interface HiddenElements {
  scopes: Set<string>;
  charts: Set<string>;
  plannings: Set<string>;
}

/** The layout without the elements the caller may not see. */
export function visibleLayout(layout: UiElement, hidden: HiddenElements): UiElement {
  if (hidden.scopes.size === 0 && hidden.charts.size === 0 && hidden.plannings.size === 0) return layout;
  const visit = (element: UiElement): UiElement | null => {
    if (element.scope && hidden.scopes.has(element.scope)) return null;
    if (element.type === 'Chart' && hidden.charts.has(element.name ?? '')) return null;
    if (element.type === 'Planning' && hidden.plannings.has(element.name ?? '')) return null;
    if (!element.elements) return element;
    return { ...element, elements: element.elements.map(visit).filter((child): child is UiElement => child !== null) };
  };
  return visit(layout) ?? { type: 'VerticalLayout', elements: [] };
}

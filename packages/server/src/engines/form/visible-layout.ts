import type { UiElement } from '@ossature/contract';

/**
 * The layout without the elements the caller may not see: collections of modules they cannot read (named by scope)
 * and charts over such modules (named by chart name).
 */
export function visibleLayout(layout: UiElement, hiddenScopes: Set<string>, hiddenCharts: Set<string>): UiElement {
  if (hiddenScopes.size === 0 && hiddenCharts.size === 0) return layout;
  const visit = (element: UiElement): UiElement | null => {
    if (element.scope && hiddenScopes.has(element.scope)) return null;
    if (element.type === 'Chart' && hiddenCharts.has(element.name ?? '')) return null;
    if (!element.elements) return element;
    return { ...element, elements: element.elements.map(visit).filter((child): child is UiElement => child !== null) };
  };
  return visit(layout) ?? { type: 'VerticalLayout', elements: [] };
}

import type { UiElement } from '@ossature/contract';
import { type JsonFormsRendererRegistryEntry, type LayoutProps, rankWith, uiTypeIs } from '@jsonforms/core';
import { JsonFormsDispatch, withJsonFormsLayoutProps } from '@jsonforms/react';
import type { ComponentType, ReactNode } from 'react';

/** What a layout element's component gets: its element, and its children already dispatched. */
export interface LayoutElementProps {
  element: UiElement;
  /** The children, rendered by JSON Forms (each through the renderer its tester picks). */
  children: ReactNode[];
  /** The children's elements, for components that place them themselves (tabs). */
  childElements: UiElement[];
  renderChild(element: UiElement, key: string | number): ReactNode;
}

/** A JSON Forms renderer entry for one element type of SPEC §2, honouring its display rule. */
export function layoutEntry(type: string, Component: ComponentType<LayoutElementProps>, rank = 10): JsonFormsRendererRegistryEntry {
  // The component is captured from the arguments: one renderer per element type.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  function LayoutRenderer({ uischema, schema, path, enabled, visible, renderers, cells }: LayoutProps) {
    if (!visible) return null;
    const element = uischema as unknown as UiElement;
    const childElements = element.elements ?? [];
    const renderChild = (child: UiElement, key: string | number) => (
      <JsonFormsDispatch
        key={key}
        uischema={child as unknown as LayoutProps['uischema']}
        schema={schema}
        path={path}
        enabled={enabled}
        renderers={renderers}
        cells={cells}
      />
    );
    return (
      <Component element={element} childElements={childElements} renderChild={renderChild}>
        {childElements.map((child, index) => renderChild(child, index))}
      </Component>
    );
  }
  return { tester: rankWith(rank, uiTypeIs(type)), renderer: withJsonFormsLayoutProps(LayoutRenderer) };
}

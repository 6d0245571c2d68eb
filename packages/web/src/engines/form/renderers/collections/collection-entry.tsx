import type { CollectionForm, Property } from '@ossature/contract';
import type { ComponentType } from 'react';
import { collectionFormOf } from '../../rules/required-check';
import type { RowState } from '../../state/form-state';
import { type FormScope, useFormScope } from '../../view/form-scope';
import { fieldName } from '../field-entry';
import { type LayoutElementProps, layoutEntry } from '../layouts/layout-entry';

/** What a collection element's component gets: its name, property and collection form, rows and scope. */
export interface CollectionProps {
  name: string;
  /** The element's label, else the property's. */
  label: string;
  property: Property;
  collectionForm: CollectionForm;
  rows: RowState[];
  scope: FormScope;
}

/**
 * A JSON Forms renderer entry for a collection element (`{type, scope: '#/properties/{name}'}`): the component gets
 * its collection's description and rows from the form; an element naming no collection renders nothing.
 */
export function collectionEntry(type: string, Component: ComponentType<CollectionProps>) {
  // The component is captured from the arguments: one renderer per collection element type.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  function CollectionElement({ element }: LayoutElementProps) {
    const scope = useFormScope();
    const name = fieldName(element.scope);
    const property = scope.properties[name];
    const collectionForm = collectionFormOf(property);
    if (!property || !collectionForm) return null;
    const rows = scope.rows.of(name);
    return <Component name={name} label={element.label ?? property.label} property={property} collectionForm={collectionForm} rows={rows} scope={scope} />;
  }
  return layoutEntry(type, CollectionElement);
}

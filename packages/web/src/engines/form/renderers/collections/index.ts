import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { collectionEntry } from './collection-entry';
import { GridCollection } from './GridCollection';
import { FormCollection, ListCollection } from './linked-collections';
import { ReadOnlyCollection } from './ReadOnlyCollection';
import { TabCollection } from './TabCollection';
import { TableDenseCollection } from './TableDenseCollection';

/** Collection elements of SPEC §2: tabbed, read-only, dense table, gallery, sub-form table, list. */
export const collectionEntries: JsonFormsRendererRegistryEntry[] = [
  collectionEntry('TabCollection', TabCollection),
  collectionEntry('ReadOnlyCollection', ReadOnlyCollection),
  collectionEntry('TableDenseCollection', TableDenseCollection),
  collectionEntry('GridCollection', GridCollection),
  collectionEntry('FormCollection', FormCollection),
  collectionEntry('ListCollection', ListCollection),
];

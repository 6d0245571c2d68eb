import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { collectionEntries } from './collections';
import { elementEntries } from './elements';
import { fallbackEntries } from './fallbacks';
import { choiceEntries } from './fields/choices';
import { inputEntries } from './fields/inputs';
import { richEntries } from './fields/rich';
import { textFieldEntries } from './fields/text-fields';
import { basicLayoutEntries } from './layouts/basic-layouts';
import { categorizationEntries } from './layouts/categorization';

/**
 * The renderer set of the form screen, JSON Forms' ranked-registry model: each entry's tester says how well it fits
 * an element (field kinds dispatch on options.kind), the highest rank renders it. One folder per family.
 */
export const formRenderers: JsonFormsRendererRegistryEntry[] = [
  ...fallbackEntries,
  ...basicLayoutEntries,
  ...categorizationEntries,
  ...textFieldEntries,
  ...inputEntries,
  ...choiceEntries,
  ...richEntries,
  ...elementEntries,
  ...collectionEntries,
];

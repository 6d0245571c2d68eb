import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';

/** Collection elements of SPEC §2: tabbed, read-only, dense table, gallery, sub-form table, list. */
export const collectionEntries: JsonFormsRendererRegistryEntry[] = [];

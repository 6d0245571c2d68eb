import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';

/** Product elements of SPEC §2 beyond layouts: Button, Chart, Map, Planning, CardHistory. */
export const elementEntries: JsonFormsRendererRegistryEntry[] = [];

import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';

/** Choice kinds: selects, radios, button groups, vertical tabs, creatable and async selects, treeview, icon picker, address. */
export const choiceEntries: JsonFormsRendererRegistryEntry[] = [];

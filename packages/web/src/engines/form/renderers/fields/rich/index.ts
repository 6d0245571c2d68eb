import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';

/** Rich kinds: html editor, signature pad, files, content, inline HTML, submit buttons, geometry. */
export const richEntries: JsonFormsRendererRegistryEntry[] = [];

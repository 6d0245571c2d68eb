import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';

/** Input kinds: numbers, money, rating, phone, social security number, links, colours, passwords, booleans, dates and times. */
export const inputEntries: JsonFormsRendererRegistryEntry[] = [];

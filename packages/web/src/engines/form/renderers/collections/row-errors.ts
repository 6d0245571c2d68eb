/**
 * How many fields of one row are in error (SPEC §2 tab badge): every error path under `{collection}.{index}.`,
 * nested collections' rows included.
 */
export function rowErrorCount(errors: Record<string, string>, collection: string, index: number): number {
  const prefix = `${collection}.${index}.`;
  return Object.keys(errors).filter((path) => path.startsWith(prefix)).length;
}

/**
 * The rows with one moved from `from` to `to` (SPEC §4: the order is renumbered — a row's ORDER is its position,
 * which the server stores from the order the rows are sent in). Out-of-range moves change nothing.
 */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * Three-way merge of one user's edits onto a record someone else changed meanwhile: `base` is what the user started
 * from, `mine` what they have now, `theirs` the record as it is stored now. Only what the user changed is applied;
 * everything else keeps its current value. A field both changed, to different values, is a conflict (the user's value
 * still wins: the merge is what 'Enregistrer quand même' writes). The server merges a forced or queued save with it,
 * the screen merges the user's typing back onto a reloaded record.
 */

/** Whether two values are the same (each side compares its own representation). */
export type SameValue = (a: unknown, b: unknown) => boolean;

export interface MergeRow {
  identifier: number | null;
  values: Record<string, unknown>;
}

/**
 * Fields the user changed: those `base` holds and `mine` has another value for. A field missing from `base` counts as
 * unchanged, so a base holding only the changed fields' starting values (as a save sends it) says the same thing.
 */
export function changedFields(base: Record<string, unknown>, mine: Record<string, unknown>, same: SameValue): string[] {
  return Object.keys(mine).filter((name) => Object.hasOwn(base, name) && !same(mine[name], base[name]));
}

export interface ValuesMerge {
  /** `theirs` with the user's changes. */
  values: Record<string, unknown>;
  changed: string[];
  /** Fields both sides changed to different values. */
  conflicts: string[];
}

export function mergeValues(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  same: SameValue,
): ValuesMerge {
  const values = { ...theirs };
  const changed = changedFields(base, mine, same);
  const conflicts: string[] = [];
  for (const name of changed) {
    if (!same(theirs[name], base[name]) && !same(theirs[name], mine[name])) conflicts.push(name);
    values[name] = mine[name];
  }
  return { values, changed, conflicts };
}

/**
 * A row both sides touched: `line` is its 1-based position as the user sees it (for a row the user deleted, where it
 * was when they started). `fields` lists the fields both changed; empty, one side deleted the row the other changed.
 */
export interface RowConflict {
  line: number;
  fields: string[];
}

export interface RowsMerge<R> {
  rows: R[];
  conflicts: RowConflict[];
}

const sameOrder = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Rows are matched by identifier (rows without one are the user's new rows). The user's changes apply row by row as
 * for fields; a row the user deleted goes, one the other side added stays. A row the other side deleted stays deleted
 * unless the user changed it: then it comes back, as a new row (`asNew`), and is a conflict. Order: if the user did not
 * reorder the rows they started from, the current order stays and each new row of theirs goes after the row it
 * follows on screen; if they did, their order wins and rows added meanwhile by the other side come last.
 */
export function mergeRows<R extends MergeRow>(
  base: readonly MergeRow[],
  mine: readonly R[],
  theirs: readonly R[],
  same: SameValue,
  asNew: (row: R) => R = (row) => ({ ...row, identifier: null }),
): RowsMerge<R> {
  const idOf = (row: MergeRow) => row.identifier;
  const baseById = new Map(base.filter((row) => row.identifier !== null).map((row) => [row.identifier, row]));
  const mineById = new Map(mine.filter((row) => row.identifier !== null).map((row) => [row.identifier, row]));
  const theirsIds = new Set(theirs.map(idOf));
  const conflicts: RowConflict[] = [];

  // Their rows, as the merge leaves them (null: the user deleted it).
  const kept = new Map<R, R>();
  for (const row of theirs) {
    const before = row.identifier === null ? undefined : baseById.get(row.identifier);
    const own = row.identifier === null ? undefined : mineById.get(row.identifier);
    if (before && !own) {
      if (changedFields(before.values, row.values, same).length > 0) conflicts.push({ line: base.indexOf(before) + 1, fields: [] });
      continue;
    }
    if (!own || !before) {
      kept.set(row, own ? { ...row, values: { ...row.values, ...own.values } } : row);
      continue;
    }
    const merged = mergeValues(before.values, own.values, row.values, same);
    if (merged.conflicts.length > 0) conflicts.push({ line: mine.indexOf(own) + 1, fields: merged.conflicts });
    kept.set(row, { ...row, values: merged.values });
  }
  const keptById = new Map([...kept.values()].map((row) => [row.identifier, row]));

  // The user's rows the current record lacks: new ones, and changed ones the other side deleted.
  const added = new Map<R, R>();
  for (const [index, own] of mine.entries()) {
    if (own.identifier === null) {
      added.set(own, own);
    } else if (!theirsIds.has(own.identifier)) {
      const before = baseById.get(own.identifier);
      if (before && changedFields(before.values, own.values, same).length === 0) continue;
      conflicts.push({ line: index + 1, fields: [] });
      added.set(own, asNew(own));
    }
  }

  const reordered = !sameOrder(
    mine.filter((row) => row.identifier !== null && baseById.has(row.identifier)).map(idOf),
    base.filter((row) => row.identifier !== null && mineById.has(row.identifier)).map(idOf),
  );
  let rows: R[];
  if (reordered) {
    rows = mine.flatMap((own) => {
      const row = added.get(own) ?? (own.identifier === null ? undefined : keptById.get(own.identifier));
      return row ? [row] : [];
    });
    // Rows added meanwhile by the other side: the user never saw them, so they have no place in the user's order.
    rows.push(...theirs.filter((row) => row.identifier === null || !mineById.has(row.identifier)).flatMap((row) => (kept.has(row) ? [kept.get(row)!] : [])));
  } else {
    rows = theirs.flatMap((row) => (kept.has(row) ? [kept.get(row)!] : []));
    let insertAt = 0;
    for (const own of mine) {
      const placed = own.identifier === null ? undefined : keptById.get(own.identifier);
      if (placed) insertAt = rows.indexOf(placed) + 1;
      else if (added.has(own)) rows.splice(insertAt++, 0, added.get(own)!);
    }
  }
  return { rows, conflicts: conflicts.toSorted((a, b) => a.line - b.line) };
}

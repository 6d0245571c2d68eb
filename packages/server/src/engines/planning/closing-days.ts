import type { DynamicDb } from '../../infra/dynamic-db.js';
import { addDays } from '../../metadata/calendar.js';
import type { ModuleRegistry } from '../../metadata/registry.js';

/** The organisation's closings touching a span: label and reason, by day. */
export interface Closing {
  labels: string[];
  reasons: string[];
}

/**
 * Read in SQL from the modules that declare `closingDays`, for the span only. Every user of the organisation sees its
 * closings on a planning, whatever modules they may open: a closed day is a fact of the organisation's calendar.
 */
export async function closingDaysBetween(db: DynamicDb, registry: ModuleRegistry, clientId: number, first: string, last: string): Promise<Map<string, Closing>> {
  const byDay = new Map<string, Closing>();
  for (const module of registry.all()) {
    const declaration = module.definition.closingDays;
    if (!declaration) continue;
    const reasonField = declaration.reason ? module.fieldByName.get(declaration.reason) : undefined;
    const rows = (await db
      .selectFrom(module.table)
      .select([declaration.start, declaration.end, declaration.label, ...(declaration.reason ? [declaration.reason] : [])])
      .where('client_id', '=', clientId)
      .where(declaration.start, '<=', last)
      .where(declaration.end, '>=', first)
      .orderBy(declaration.start)
      .execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const from = String(row[declaration.start]) < first ? first : String(row[declaration.start]);
      const to = String(row[declaration.end]) > last ? last : String(row[declaration.end]);
      const reason = reasonField?.options?.find((option) => option.value === row[declaration.reason!])?.label;
      for (let date = from; date <= to; date = addDays(date, 1)) {
        const closing = byDay.get(date) ?? { labels: [], reasons: [] };
        closing.labels.push(String(row[declaration.label]));
        if (reason && !closing.reasons.includes(reason)) closing.reasons.push(reason);
        byDay.set(date, closing);
      }
    }
  }
  return byDay;
}

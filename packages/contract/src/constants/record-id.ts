/**
 * The largest id a record can have: ids are PostgreSQL `integer` columns. A larger one names no record, and bound
 * into a query it would make PostgreSQL fail rather than find nothing; requests refuse it before any query runs.
 */
export const MAX_RECORD_ID = 2_147_483_647;

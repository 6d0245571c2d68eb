import { Type, type Static } from 'typebox';

/** How a KPI's value reads: a plain number, or an amount in euros. */
export const KpiFormat = Type.Union([Type.Literal('number'), Type.Literal('money')]);
export type KpiFormat = Static<typeof KpiFormat>;

/**
 * One indicator of the home page (SPEC §3 'KPI', §7 GET /api-internal/kpi), computed for the caller's organisation:
 * `value` a count or a sum (euros for money); `icon` a Material icon name; `link` the app path of the module's list.
 */
export const Kpi = Type.Object({
  name: Type.String(),
  module: Type.String(),
  title: Type.String(),
  value: Type.Number(),
  format: KpiFormat,
  icon: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
});
export type Kpi = Static<typeof Kpi>;

/** GET /api-internal/kpi: the indicators of the modules the caller may read, in the application's module order. */
export const KpiList = Type.Array(Kpi);
export type KpiList = Static<typeof KpiList>;

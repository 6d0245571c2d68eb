import { type KpiFormat, formatMoney } from '@ossature/contract';

const numbers = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A KPI's value as the card shows it: '1 234' or '12 345,60 €' (fr-FR). */
export const formatKpiValue = (value: number, format: KpiFormat): string => (format === 'money' ? formatMoney(value) : numbers.format(value));

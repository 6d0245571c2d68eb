import type { KpiList } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** SPEC §7 GET /api-internal/kpi: the home page's indicators. */
export const kpiApi = {
  list: (signal?: AbortSignal) => apiRequest<KpiList>('GET', '/api-internal/kpi', { signal }),
};

export const KPIS_KEY = ['kpis'] as const;

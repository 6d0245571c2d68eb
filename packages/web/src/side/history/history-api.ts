import type { HistoryPage } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** SPEC §7 GET /proxy/form/history/{table}/{id}?offset&limit: a record's history, a page at a time (15 by default). */
export const historyPage = (table: string, identifier: number, offset: number) =>
  apiRequest<HistoryPage>('GET', `/proxy/form/history/${table}/${identifier}?offset=${offset}`);

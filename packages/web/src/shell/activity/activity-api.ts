import type { TimeLoggingAnswer, TimeLoggingRequest, TimeLoggingState } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** SPEC §7 GET, POST /api-internal/time_logging. */
export const timeLoggingApi = {
  state: (signal?: AbortSignal) => apiRequest<TimeLoggingState>('GET', '/api-internal/time_logging', { signal }),
  change: (body: TimeLoggingRequest) => apiRequest<TimeLoggingAnswer>('POST', '/api-internal/time_logging', { body }),
};

export const TIME_LOGGING_KEY = ['time_logging'] as const;

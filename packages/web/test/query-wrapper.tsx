import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A render wrapper with a data-fetching layer of its own (the app's settings: no retry), for components that read
 * server data through TanStack Query: `render(<Chart />, { wrapper: withQueries() })`. A fresh cache per render, so
 * that no test sees another's answers.
 */
export function withQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

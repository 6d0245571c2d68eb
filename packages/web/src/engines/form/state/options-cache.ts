import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The first parts of the React Query key of an async select's options: they are kept per form on screen (its
 * `idBase`) and per load of it (`loaded_at`), then per field and search (use-options-search.ts).
 */
export const optionsCacheKey = (idBase: string, loadedAt: string | null) => ['form-options', idBase, loadedAt] as const;

/**
 * Options are kept for the form's life: the form screen forgets those of its selects when it goes (a reload of the
 * form asks again through its new `loaded_at`).
 */
export function useOptionsCacheOfForm(idBase: string): void {
  const queryClient = useQueryClient();
  useEffect(() => () => queryClient.removeQueries({ queryKey: ['form-options', idBase] }), [queryClient, idBase]);
}

import type { Property, SelectOption } from '@ossature/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formApi } from '../../../form-api';
import { dependencyParams, dependencyValues } from '../../../rules/dependency-params';
import { optionsCacheKey } from '../../../state/options-cache';
import type { FormScope } from '../../../view/form-scope';
import { otherRowValues } from './relation-path';
import { SELECT_SEARCH_DELAY_MS } from './use-remote-search';

/**
 * The options of an async select for what the user typed, while `open`: asked `debounceDelay` ms after the text
 * last changed (SPEC §3; 200 by default), at once for an empty text (the list as it opens). In a collection row the
 * search is the POST variant, with the field's values in the other rows (a relation declared distinctInCollection
 * leaves them out) and the cache flag; elsewhere the GET variant. Each answer is kept for the form's life, per
 * field, search and what the request carries — and anew once an onchange answer says the field's options changed
 * (`reload`) —, unless the property says noSelectOptionCache: then every opening and
 * every search asks again. A failed search gives no options (SPEC §8).
 */
export function useOptionsSearch(scope: FormScope, property: Property, fieldPath: string, text: string, open: boolean) {
  const delay = property.debounceDelay ?? SELECT_SEARCH_DELAY_MS;
  const [search, setSearch] = useState(text.trim());
  useEffect(() => {
    const typed = text.trim();
    const timer = setTimeout(() => setSearch(typed), typed === '' ? 0 : delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  const cached = !property.noSelectOptionCache;

  const values = dependencyValues(property.depends_on, scope.values);
  const collectionValues = otherRowValues(scope, property.name);
  const enabled = open && !(property.cancel_auto_fetch && search === '');
  const query = useQuery<SelectOption[]>({
    queryKey: [
      ...optionsCacheKey(scope.idBase, scope.form.state.description?.loaded_at ?? null),
      fieldPath,
      // The server said the options changed since (onchange `reload`): those kept before are not these.
      scope.form.state.optionsReloads?.[fieldPath] ?? 0,
      search,
      dependencyParams(property.depends_on, scope.values) ?? '',
      collectionValues ?? null,
    ],
    queryFn: ({ signal }) =>
      collectionValues
        ? formApi.optionsWith(scope.form.name, fieldPath, { search, ...(values ? { values } : {}), collection_values: collectionValues, cache: cached }, signal)
        : formApi.options(scope.form.name, fieldPath, search, signal, dependencyParams(property.depends_on, scope.values)),
    enabled,
    // Not kept: stale at once, so that each opening (enabled again) asks again; dropped as soon as no select shows them.
    // Kept: until the form screen goes (useOptionsCacheOfForm).
    staleTime: cached ? Infinity : 0,
    gcTime: cached ? Infinity : 0,
    placeholderData: keepPreviousData,
  });
  return { results: query.data ?? [], loading: enabled && query.isFetching, search };
}

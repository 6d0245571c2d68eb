import type { UiElement } from '@ossature/contract';
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useFormScope } from '../../view/form-scope';
import { type LayoutElementProps, layoutEntry } from './layout-entry';

/** Names of the fields and collections an element holds, however deep. */
export function namesWithin(element: UiElement, into = new Set<string>()): Set<string> {
  if (element.scope) into.add(element.scope.split('/').pop()!);
  for (const child of element.elements ?? []) namesWithin(child, into);
  return into;
}

/**
 * Tabs (SPEC §2): horizontal, or vertical on wide windows; the tab of default_tab_name opens first; a tab turns red
 * when a field or a collection row inside it has an error. Only the open tab is mounted.
 */
function Categorization({ element, childElements, renderChild }: LayoutElementProps) {
  const scope = useFormScope();
  const [active, setActive] = useState(Number(element.options?.selected ?? 0));
  const vertical = element.options?.orientation === 'vertical';
  const errorPaths = Object.keys(scope.form.state.errors).map((path) => path.replace(scope.prefix, '').split('.')[0]!);
  const current = Math.min(active, childElements.length - 1);
  return (
    <Box sx={{ display: 'flex', flexDirection: vertical ? 'row' : 'column', gap: 2 }}>
      <Tabs
        value={current}
        onChange={(_event, index: number) => setActive(index)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant="scrollable"
        sx={vertical ? { borderRight: 1, borderColor: 'divider', minWidth: 200 } : { borderBottom: 1, borderColor: 'divider' }}
        aria-label="Onglets du formulaire"
      >
        {childElements.map((category, index) => {
          const names = namesWithin(category);
          const inError = errorPaths.some((name) => names.has(name));
          return (
            <Tab
              key={category.name ?? index}
              label={category.label}
              data-error={inError ? '1' : '0'}
              sx={inError ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" sx={{ flex: 1, minWidth: 0, pt: vertical ? 0 : 1 }}>
        {childElements[current]?.elements?.map((child, index) => renderChild(child, `${current}-${index}`))}
      </Box>
    </Box>
  );
}

export const categorizationEntries = [layoutEntry('Categorization', Categorization)];

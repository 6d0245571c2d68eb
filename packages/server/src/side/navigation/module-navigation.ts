import type { NavigationEntry } from '@ossature/contract';
import type { ModuleRegistry } from '../../metadata/registry.js';
import { hasRight, rolesOf } from '../../metadata/roles.js';
import { MAIN_MENU } from './core-navigation.js';
import type { NavigationContributor } from './navigation-registry.js';

export interface MenuGroup {
  name: string;
  title: string;
  icon: string;
}

/**
 * The business modules' entries of the main menu: one group per menu group, holding the modules of that group the
 * caller may open and read, ordered by their rank. A module's entry leads to its list.
 */
export function moduleNavigation(registry: ModuleRegistry, groups: readonly MenuGroup[]): NavigationContributor {
  return {
    menu: MAIN_MENU,
    order: 100,
    entries: (viewer) => {
      const roles = rolesOf(viewer.auth);
      return groups.flatMap((group): NavigationEntry[] => {
        const children = registry
          .all()
          .filter(({ name, definition, rights }) => definition.menu?.group === group.name && viewer.modules.has(name) && hasRight(rights.read, roles))
          .toSorted((a, b) => a.definition.menu!.order - b.definition.menu!.order)
          .map(({ name, definition }) => ({ name, title: definition.label, path: `/list/${name}`, icon: definition.menu!.icon }));
        return children.length > 0 ? [{ name: group.name, title: group.title, icon: group.icon, children }] : [];
      });
    },
  };
}

import { type NavigationEntry, encodeParams } from '@ossature/contract';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import { visibleConfigurations } from '../../records/list-configurations.js';
import { callerOf } from '../../records/record-access.js';
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
 * caller may open and read, ordered by their rank. A module's entry leads to its list; the saved configurations of
 * that list marked 'Ajouter au menu' that the caller sees follow it, each opening the list on itself, then the module's
 * plannings.
 */
export function moduleNavigation(registry: ModuleRegistry, groups: readonly MenuGroup[], db: DynamicDb): NavigationContributor {
  return {
    menu: MAIN_MENU,
    order: 100,
    entries: async (viewer) => {
      const roles = rolesOf(viewer.auth);
      const inMenu = await visibleConfigurations(db, callerOf(viewer.auth))
        .where(({ eb, or }) => or([eb('display_persisted', '=', 1), eb('scope', '=', 'CLIENT')]))
        .orderBy('sort_order')
        .orderBy('title')
        .execute();
      return groups.flatMap((group): NavigationEntry[] => {
        const children = registry
          .all()
          .filter(({ name, definition, rights }) => definition.menu?.group === group.name && viewer.modules.has(name) && hasRight(rights.read, roles))
          .toSorted((a, b) => a.definition.menu!.order - b.definition.menu!.order)
          .flatMap(({ name, definition }) => [
            { name, title: definition.label, path: `/list/${name}`, icon: definition.menu!.icon },
            ...inMenu
              .filter((configuration) => configuration.list_name === name)
              .map((configuration) => ({
                name: `${name}-configuration-${configuration.id}`,
                title: `${definition.label} : ${configuration.title}`,
                path: `/list/${name}/${encodeParams({ configuration_id: Number(configuration.id) })}`,
                icon: definition.menu!.icon,
              })),
            ...registry
              .allPlannings()
              .filter((planning) => planning.module === name)
              .map(({ name: planning, declaration }) => ({ name: `planning-${planning}`, title: declaration.label, path: `/planning/${planning}`, icon: declaration.icon })),
          ]);
        return children.length > 0 ? [{ name: group.name, title: group.title, icon: group.icon, children }] : [];
      });
    },
  };
}

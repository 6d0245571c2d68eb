import { type NavigationEntry, encodeParams } from '@ossature/contract';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import { visibleConfigurations } from '../../records/list-configurations.js';
import { callerOf, ownRecordOf } from '../../records/record-access.js';
import { hasRight, rolesOf } from '../../metadata/roles.js';
import { MAIN_MENU } from './core-navigation.js';
import type { NavigationContributor, NavigationViewer } from './navigation-registry.js';

export interface MenuGroup {
  name: string;
  title: string;
  icon: string;
}

/** A module's entry leads to its list; a module of one record (the organisation's settings) to that record's form. */
function entryPath(module: RegisteredModule, viewer: NavigationViewer): string {
  const own = ownRecordOf(module, viewer);
  return own === null ? `/list/${module.name}` : `/form/${module.name}/${encodeParams({ id: own })}`;
}

/**
 * The business modules' entries of the main menu: one group per menu group, holding the modules of that group the
 * caller may open and read, ordered by their rank. A module's entry leads to its list (or, for a module of one record,
 * that record's form: `entryPath`); the saved configurations of that list marked 'Ajouter au menu' that the caller
 * sees follow it, each opening the list on itself, then the module's plannings.
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
          .filter(({ name, definition, rights }) => definition.menu?.group === group.name && (definition.alwaysAvailable || viewer.modules.has(name)) && hasRight(rights.read, roles))
          .toSorted((a, b) => a.definition.menu!.order - b.definition.menu!.order)
          .flatMap((module) => [
            { name: module.name, title: module.definition.label, path: entryPath(module, viewer), icon: module.definition.menu!.icon },
            ...inMenu
              .filter((configuration) => configuration.list_name === module.name)
              .map((configuration) => ({
                name: `${module.name}-configuration-${configuration.id}`,
                title: `${module.definition.label} : ${configuration.title}`,
                path: `/list/${module.name}/${encodeParams({ configuration_id: Number(configuration.id) })}`,
                icon: module.definition.menu!.icon,
              })),
            ...registry
              .allPlannings()
              .filter((planning) => planning.module === module.name)
              .map(({ name: planning, declaration }) => ({ name: `planning-${planning}`, title: declaration.label, path: `/planning/${planning}`, icon: declaration.icon })),
          ]);
        return children.length > 0 ? [{ name: group.name, title: group.title, icon: group.icon, children }] : [];
      });
    },
  };
}

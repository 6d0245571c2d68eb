import type { NavigationEntry } from '@ossature/contract';
import type { AuthContext } from '../../auth/auth-context.js';

/** What a contributor knows of the caller when it decides which entries to show. */
export interface NavigationViewer {
  auth: AuthContext;
  /** Modules the caller may open (SPEC §3 User.modules). */
  modules: ReadonlySet<string>;
}

/** Adds entries to a named menu; `order` places its entries among the others (lower first). */
export interface NavigationContributor {
  menu: string;
  order: number;
  /** May read the database (saved list configurations in the menu). */
  entries(viewer: NavigationViewer): NavigationEntry[] | Promise<NavigationEntry[]>;
}

/**
 * The menus the server describes (SPEC §7 GET /api-internal/navigation/{name}). Engines and modules contribute
 * entries at start-up; nothing here knows which modules exist.
 */
export class NavigationRegistry {
  private readonly contributors: NavigationContributor[] = [];

  contribute(contributor: NavigationContributor): void {
    this.contributors.push(contributor);
  }

  has(menu: string): boolean {
    return this.contributors.some((contributor) => contributor.menu === menu);
  }

  async build(menu: string, viewer: NavigationViewer): Promise<NavigationEntry[]> {
    const contributions = await Promise.all(
      this.contributors
        .filter((contributor) => contributor.menu === menu)
        .toSorted((a, b) => a.order - b.order)
        .map((contributor) => contributor.entries(viewer)),
    );
    return contributions.flat().filter((entry) => entry.path !== undefined || (entry.children?.length ?? 0) > 0);
  }
}

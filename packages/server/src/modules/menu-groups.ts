/** The menu's groups of business modules, in order; a module names its group in its definition's `menu`. */
export const menuGroups = [
  { name: 'rh', title: 'Ressources humaines', icon: 'badge' },
  { name: 'ventes', title: 'Ventes', icon: 'storefront' },
  { name: 'catalogue', title: 'Catalogue', icon: 'inventory' },
  { name: 'parc', title: 'Parc automobile', icon: 'directions_car' },
  { name: 'site', title: 'Site web', icon: 'web' },
  { name: 'services', title: 'Services généraux', icon: 'build' },
  { name: 'documents', title: 'Gestion documentaire', icon: 'folder' },
  { name: 'administration', title: 'Administration', icon: 'admin_panel_settings' },
] as const;

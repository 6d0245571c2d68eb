import type { SelectOption } from '@ossature/contract';

/**
 * The icons a shortcut may show: those the web app's menu draws (packages/web/src/shell/menu/menu-icons.tsx), by their
 * Material name. A name outside that list would show the popover's default icon.
 */
export const shortcutIconOptions: SelectOption[] = [
  { value: 'home', label: 'Accueil' },
  { value: 'receipt_long', label: 'Facture' },
  { value: 'request_quote', label: 'Devis' },
  { value: 'shopping_cart', label: 'Panier' },
  { value: 'storefront', label: 'Boutique' },
  { value: 'inventory', label: 'Stock' },
  { value: 'category', label: 'Catégorie' },
  { value: 'people', label: 'Personnes' },
  { value: 'groups', label: 'Équipe' },
  { value: 'badge', label: 'Badge' },
  { value: 'work', label: 'Travail' },
  { value: 'beach_access', label: 'Congés' },
  { value: 'event', label: 'Événement' },
  { value: 'calendar_month', label: 'Calendrier' },
  { value: 'schedule', label: 'Horloge' },
  { value: 'directions_car', label: 'Véhicule' },
  { value: 'build', label: 'Outils' },
  { value: 'description', label: 'Document' },
  { value: 'article', label: 'Article' },
  { value: 'folder', label: 'Dossier' },
  { value: 'web', label: 'Site web' },
  { value: 'history', label: 'Historique' },
  { value: 'settings', label: 'Paramètres' },
  { value: 'admin_panel_settings', label: 'Administration' },
];

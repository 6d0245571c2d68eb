import type { SelectOption } from '@ossature/contract';

/** Whether a product can be sold (shown as vertical tabs). */
export const availabilityOptions: SelectOption[] = [
  { value: 'on_sale', label: 'En vente' },
  { value: 'on_order', label: 'Sur commande' },
  { value: 'discontinued', label: 'Arrêté' },
];

export const productTagOptions: SelectOption[] = [
  { value: 'new', label: 'Nouveauté' },
  { value: 'promotion', label: 'Promotion' },
  { value: 'best_seller', label: 'Meilleure vente' },
  { value: 'eco', label: 'Éco-responsable' },
  { value: 'made_in_france', label: 'Fabriqué en France' },
];

/** Below this many units the stock is shown as low. */
export const LOW_STOCK = 10;

/** The Material icon of a stock level: none left, low, or enough; no icon for what is not stocked (services). */
export function stockIcon(stock: unknown): string | null {
  if (typeof stock !== 'number') return null;
  if (stock <= 0) return 'error';
  return stock < LOW_STOCK ? 'warning' : 'check_circle';
}

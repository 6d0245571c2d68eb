/** Who sees a shortcut: everyone of the organisation, or the user who created it only. */
export const SHORTCUT_SCOPES = { organisation: 'organisation', personal: 'personal' } as const;

/** Where a shortcut opens (SPEC §3 extra_configuration.target). */
export const SHORTCUT_TARGETS = ['_self', '_blank'] as const;

/**
 * Its records are the shortcuts of the top bar's popover (SPEC §3 Shortcut): string fields for the title and the link,
 * choice fields for the icon, the target (options among '_self' and '_blank') and the scope (options 'organisation'
 * and 'personal': a personal shortcut is its creator's), a number field for the order.
 */
export interface ShortcutsDeclaration {
  title: string;
  link: string;
  icon: string;
  target: string;
  order: string;
  scope: string;
}

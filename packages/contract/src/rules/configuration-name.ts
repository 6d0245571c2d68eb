/**
 * The name of a saved list configuration, made from its title (SPEC §5): trimmed, lower-cased, accents removed,
 * separators to dashes, any other character removed, repeated dashes collapsed. 'Mes absences (à valider)' →
 * 'mes-absences-a-valider'.
 */
export function configurationName(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[\s_\-–—'’./\\]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

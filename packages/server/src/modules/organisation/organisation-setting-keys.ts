import type { SettingKey } from '../setting-values.js';

/**
 * The organisation's settings the g_client_settings form edits: their client_setting key, kind and value when never
 * set. Other keys of client_setting (the map's default centre) are kept as they are.
 */
export const organisationSettingKeys = [
  { key: 'public_holidays_region', kind: 'select', fallback: 'metropolitan' },
  { key: 'has_choice_encoding', kind: 'boolean', fallback: '0' },
] as const satisfies readonly SettingKey[];

import type { SettingKey } from '../setting-values.js';

/** The preferences the g_user_settings form edits: their setting key, kind and value when never set. */
export const userSettingKeys = [
  { key: 'side_navigation_displayed', kind: 'boolean', fallback: '0' },
  { key: 'list_page_size', kind: 'select', fallback: '50' },
  { key: 'email_notifications', kind: 'boolean', fallback: '1' },
] as const satisfies readonly SettingKey[];

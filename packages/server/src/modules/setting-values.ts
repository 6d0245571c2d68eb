/** A setting a form edits: its key, its kind, and its text when never set. */
export interface SettingKey {
  key: string;
  kind: 'boolean' | 'select';
  fallback: string;
}

/** Settings are text; booleans are stored '1'/'0' like every flag of the product. */
export const settingText = (value: unknown) => (typeof value === 'boolean' ? (value ? '1' : '0') : value === null ? '' : String(value));

/** The form's values of stored settings (key → text): each key's text, or its fallback; booleans as booleans. */
export function settingValues(keys: readonly SettingKey[], stored: ReadonlyMap<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    keys.map(({ key, kind, fallback }) => {
      const text = stored.get(key) ?? fallback;
      return [key, kind === 'boolean' ? text === '1' : text];
    }),
  );
}

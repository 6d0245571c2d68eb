/**
 * The forms whose records the connected user's profile carries (GET /api-internal/user): their name, their
 * preferences, their organisation's settings. Once one is saved the profile is read again, so that what the app draws
 * from it (the menu's state, the list's page size, the csv encoding choice) follows without a reload.
 */
const PROFILE_FORMS = new Set(['g_user_profile', 'g_user_settings', 'g_client_settings']);

export const changesProfile = (form: string) => PROFILE_FORMS.has(form);

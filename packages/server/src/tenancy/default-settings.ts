/**
 * Application-wide defaults of user-facing settings; a client setting overrides them, a user setting overrides both.
 * side_navigation_displayed = '0': the menu starts minimised (SPEC §2 'Shell').
 */
export const defaultSettings: Readonly<Record<string, string>> = {
  side_navigation_displayed: '0',
};

import { useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { apiRequest } from '../../api/api-client';
import { MOBILE_MAX_WIDTH } from '../../app/theme';
import { useUserState } from '../../auth/user-context';

export const MENU_SETTING = 'side_navigation_displayed';

/**
 * The menu starts minimised unless the user setting side_navigation_displayed is '1'; toggling it on a large screen
 * persists the choice (PATCH /api-internal/user/settings). On small screens the button opens a temporary drawer.
 */
export function useMenuState() {
  const { user, setUser } = useUserState();
  const mobile = useMediaQuery(`(max-width:${MOBILE_MAX_WIDTH}px)`);
  const [mobileOpen, setMobileOpen] = useState(false);
  const displayed = user?.user_settings[MENU_SETTING] === '1';

  function toggle() {
    if (mobile) {
      setMobileOpen((open) => !open);
      return;
    }
    if (!user) return;
    const value = displayed ? '0' : '1';
    // Optimistic: the menu moves at once; the setting follows.
    setUser({
      ...user,
      user_settings: { ...user.user_settings, [MENU_SETTING]: value },
      settings: [...user.settings.filter((entry) => entry.key !== MENU_SETTING), { key: MENU_SETTING, value }],
    });
    void apiRequest('PATCH', '/api-internal/user/settings', { body: { data: { [MENU_SETTING]: value } } }).catch(() => undefined);
  }

  return { mini: !displayed, mobile, mobileOpen, toggle, closeMobile: () => setMobileOpen(false) };
}

import { encodeParams, messages, type User } from '@ossature/contract';

export interface UserLink {
  title: string;
  path: string;
}

/** The avatar menu and the small-screen 'Mon compte' block offer the same three links (SPEC §2 'Shell'). */
export function userLinks(user: User): UserLink[] {
  const own = encodeParams({ id: user.id });
  return [
    { title: messages.shell.myProfile, path: `/form/g_user_profile/${own}` },
    { title: messages.shell.myPreferences, path: `/form/g_user_settings/${own}` },
    { title: messages.shell.logout, path: '/logout' },
  ];
}

/**
 * Where to go after login. Only paths inside the app are accepted, so a crafted link
 * (/front/login?redirect=https://evil.example) cannot send the user elsewhere.
 */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/login' || raw.startsWith('/login?') || raw === '/logout') return '/';
  return raw;
}

export const loginPathFor = (path: string) => (path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`);

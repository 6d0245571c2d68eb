import type { FastifyInstance } from 'fastify';

/** Where the rich-text editor's videos are embedded from (the html kind's allowedIframeHostnames). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * The map tile service's origin as a CSP source: a `{s}` subdomain label becomes a wildcard; a relative template
 * (tiles served by this server) gives null, 'self' covers it.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?:\/\/)(\{[a-z]+\}\.)?([^/{}?#]+)/i.exec(template);
  if (!match) return null;
  return `${match[1]}${match[2] ? '*.' : ''}${match[3]}`.toLowerCase();
}

/**
 * The web app's Content-Security-Policy: only its own scripts (Vite emits no inline script), no plugin, no <base>,
 * no framing by anyone. Styles also allow 'unsafe-inline': emotion (MUI) inserts <style> elements, Leaflet and
 * Lexical set style attributes, and the stored rich text carries some (reduced to colours, sizes and fonts by the
 * html kind); styles run no code, and nonces would not cover style attributes. Images come from this server, object
 * URLs (stored files are fetched with the token), data URLs (Leaflet's bundled icons, signatures) and any https
 * origin: images by URL are an editor feature and a client may set its own tile service (setting map_tile_url).
 * MAP_TILE_URL is named as well when it is plain http. Frames: the editor's YouTube videos only.
 */
export function contentSecurityPolicy(mapTileUrl: string): string {
  const tiles = tileSource(mapTileUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(tiles?.startsWith('http://') ? [tiles] : [])],
    'frame-src': VIDEO_FRAMES,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The headers every answer carries: the CSP above; X-Frame-Options for browsers that ignore frame-ancestors;
 * nosniff; a referrer policy that keeps paths (record ids, params) on this server but still names the origin to the
 * tile and video services, which require one; and no sharing of a window or of a response with another origin.
 */
export function securityHeaders(mapTileUrl: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(mapTileUrl),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/**
 * Sets the headers on every answer from the first hook at the root: API, web app, errors and 404s alike. (Fastify's
 * frameworkErrors answers run no hook: the app sets them there itself.) A route may still replace one, as the file
 * store does with its own CSP.
 */
export function installSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

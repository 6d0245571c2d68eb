/**
 * The editor's rules (SPEC §5 'Editor', §9), kept pure so they are tested apart from Lexical and the browser.
 */

/** SPEC §5: the protocols a link keeps; any other becomes about:blank (as Lexical's own LinkNode does). */
export const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'sms:', 'tel:']);
export const NEUTRALISED_URL = 'about:blank';

/** What a typed link starts with when it names its scheme (or is relative to the site). */
const HAS_SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;
/** Browsers drop ASCII controls and blanks in URLs ('java\tscript:'): so do we, before judging the scheme. */
const withoutControls = (text: string) =>
  Array.from(text)
    .filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('');

/**
 * The URL a link gets from what the user typed: 'https://' is prefixed when no scheme is given ('www.exemple.fr'),
 * and a protocol outside the allowed ones (javascript:, data:, ftp:…) gives about:blank. Empty means no link.
 */
export function linkUrlOf(input: string): string | null {
  const text = withoutControls(input);
  if (text === '' || text === 'https://') return null;
  const url = HAS_SCHEME.test(text) ? text : `https://${text}`;
  return hasLinkProtocol(url) ? url : NEUTRALISED_URL;
}

/** Whether a URL (relative ones included) uses one of the link protocols, once browsers' blanks are ignored. */
export function hasLinkProtocol(url: string): boolean {
  try {
    // Relative URLs resolve against a placeholder base: only the protocol is judged.
    return LINK_PROTOCOLS.has(new URL(withoutControls(url), 'https://ossature.invalid').protocol);
  } catch {
    return false;
  }
}

/**
 * Lexical's LinkPlugin accepts a URL (a toggled one, a pasted one) only when it is already what linkUrlOf makes of it:
 * a pasted javascript: address is not linked; a neutralised link (about:blank) is.
 */
export const isAcceptedLinkUrl = (url: string) => linkUrlOf(url) === url;

/** SPEC §9: font sizes 8 to 72 px, 15 px by default. */
export const FONT_SIZE_MIN = 8;
export const FONT_SIZE_MAX = 72;
export const FONT_SIZE_DEFAULT = 15;
/** SPEC §9: the sizes the font size list offers (any size from 8 to 72 can be typed). */
export const FONT_SIZE_CHOICES = ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20'];

export const clampFontSize = (size: number) => Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(size)));

/** '15px' → 15; anything else (another unit, out of bounds, not a number) → null. */
export function fontSizeOf(css: string | null | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(css ?? '');
  if (!match) return null;
  const size = Number(match[1]);
  return Number.isInteger(size) && size >= FONT_SIZE_MIN && size <= FONT_SIZE_MAX ? size : null;
}

/** SPEC §9: the three editor fonts. */
export const EDITOR_FONTS = ['Arial', 'Courier New', 'Verdana'] as const;

/** 'Arial', '"Courier New"' → the editor font; any other family → null. */
export function fontFamilyOf(css: string | null | undefined): (typeof EDITOR_FONTS)[number] | null {
  const name = (css ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
  return EDITOR_FONTS.find((font) => font === name) ?? null;
}

/** SPEC §9: the colour picker is 214 px wide with 15 preset colours. */
export const COLOR_PICKER_WIDTH = 214;
export const COLOR_PRESETS = [
  '#d0021b', '#f5a623', '#f8e71c', '#8b572a', '#7ed321', '#417505', '#bd10e0', '#9013fe',
  '#4a90e2', '#50e3c2', '#b8e986', '#000000', '#4a4a4a', '#9b9b9b', '#ffffff',
] as const;

const HEX = /^#([0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*1(?:\.0+)?\s*)?\)$/i;

/**
 * A CSS colour as the editor stores it, #rrggbb (SPEC §5: hex only). Browsers serialise colours as rgb(): those are
 * converted back; anything else (names, transparency, other functions) → null.
 */
export function hexColorOf(css: string | null | undefined): string | null {
  const value = (css ?? '').trim();
  if (HEX.test(value)) return value.toLowerCase();
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return null;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** SPEC §5 list indent max depth 7. */
export const MAX_INDENT_DEPTH = 7;

/** SPEC §9: YouTube embeds are 560×315, through the privacy-enhanced domain. */
export const YOUTUBE_WIDTH = 560;
export const YOUTUBE_HEIGHT = 315;
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

const YOUTUBE_URL = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)([\w-]{11})(?:[?&#/].*)?$/i;

/** The video id of a YouTube address (watch, share, embed or shorts link); null for anything else. */
export function youtubeIdOf(url: string): string | null {
  return YOUTUBE_URL.exec(url.trim())?.[1] ?? null;
}

/** SPEC §9: the variable typeahead ('{') offers at most 100 options. */
export const VARIABLE_OPTIONS_MAX = 100;

/** SPEC §9 editor debounce: changes reach the form 1000 ms after typing stops (and at once on blur). */
export const EDITOR_CHANGE_DELAY_MS = 1000;

/**
 * SPEC §3 'layout container (column template)': the column layouts the toolbar inserts, as CSS grid templates
 * (their names are in the message catalogue).
 */
export const LAYOUT_TEMPLATES = ['1fr 1fr', '1fr 1fr 1fr', '2fr 1fr', '1fr 2fr'] as const;
export type LayoutTemplate = (typeof LAYOUT_TEMPLATES)[number];
export const DEFAULT_LAYOUT_TEMPLATE: LayoutTemplate = '1fr 1fr';

/** One to four columns, each a whole fraction from 1fr to 99fr: the templates the server keeps. */
const COLUMN_TEMPLATE = /^[1-9]\d?fr(?:\s+[1-9]\d?fr){0,3}$/;

/** A grid-template-columns value as the editor stores it ('2fr  1fr ' → '2fr 1fr'); anything else → null. */
export function columnTemplateOf(css: string | null | undefined): string | null {
  const value = (css ?? '').trim();
  return COLUMN_TEMPLATE.test(value) ? value.split(/\s+/).join(' ') : null;
}

/** How many columns a (valid) template lays out. */
export const columnCountOf = (template: string) => template.split(' ').length;

/** The data attributes naming the editor's blocks in stored HTML (allowed, on div, by the server's sanitiser). */
export const LAYOUT_CONTAINER_ATTRIBUTE = 'data-lexical-layout-container';
export const LAYOUT_ITEM_ATTRIBUTE = 'data-lexical-layout-item';
export const HTML_SNIPPET_ATTRIBUTE = 'data-lexical-html-snippet';

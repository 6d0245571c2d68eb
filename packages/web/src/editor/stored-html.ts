import {
  LAYOUT_CONTAINER_ATTRIBUTE,
  columnTemplateOf,
  fontFamilyOf,
  fontSizeOf,
  hasLinkProtocol,
  hexColorOf,
  youtubeIdOf,
} from './editor-rules';

type StyleRules = Record<string, (value: string) => string | null>;

/** The inline styles the editor produces and the server keeps (packages/server/src/metadata/kinds/html-kind.ts). */
const STYLE_RULES: StyleRules = {
  color: hexColorOf,
  'background-color': hexColorOf,
  'font-size': (value) => (fontSizeOf(value) === null ? null : value.trim()),
  'font-family': fontFamilyOf,
  'text-align': (value) => (/^(?:left|right|center|justify)$/.test(value.trim()) ? value.trim() : null),
  'padding-inline-start': (value) => (/^\d{1,3}px$/.test(value.trim()) ? value.trim() : null),
};

/** A layout container's grid besides: on it alone, as on the server. */
const LAYOUT_STYLE_RULES: StyleRules = {
  ...STYLE_RULES,
  display: (value) => (value.trim() === 'grid' ? 'grid' : null),
  'grid-template-columns': columnTemplateOf,
};

function cleanStyle(style: string, rules: StyleRules): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = rules[property]?.(declaration.slice(colon + 1));
    if (value) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** Attributes that only mean something inside the editor (theme classes, direction, list numbering). */
const EDITOR_ONLY_ATTRIBUTES = ['class', 'dir', 'value'];

/** Drops an element's editor-only attributes and reduces its style to the editor's. */
function cleanAttributes(element: Element): void {
  for (const name of EDITOR_ONLY_ATTRIBUTES) element.removeAttribute(name);
  const style = element.getAttribute('style');
  if (style === null) return;
  const cleaned = cleanStyle(style, element.hasAttribute(LAYOUT_CONTAINER_ATTRIBUTE) ? LAYOUT_STYLE_RULES : STYLE_RULES);
  if (cleaned) element.setAttribute('style', cleaned);
  else element.removeAttribute('style');
}

const bodyOf = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

/**
 * The HTML a form stores from what Lexical exports: styles reduced to the editor's (colours as #rrggbb — browsers
 * write rgb() —, font sizes in px, font names unquoted, a layout's grid), editor-only attributes dropped. An editor
 * holding no text, image, video or rule gives null, the empty value.
 */
export function toStoredHtml(html: string): string | null {
  const body = bodyOf(html);
  for (const element of body.querySelectorAll('*')) cleanAttributes(element);
  if ((body.textContent ?? '').trim() === '' && !body.querySelector('img, iframe, hr')) return null;
  return body.innerHTML;
}

/** What an HTML snippet loses with its content: whatever runs, loads, submits or styles the page. */
const SNIPPET_DROPPED_ELEMENTS = [
  'script', 'style', 'link', 'meta', 'base', 'title', 'object', 'embed', 'applet', 'frame', 'frameset', 'noscript',
  'template', 'form', 'input', 'button', 'select', 'textarea', 'svg', 'math',
].join(', ');
/** Attributes holding a URL: kept only with a link protocol (http, https, mailto, sms, tel) or relative. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite']);

/**
 * An HTML snippet the user pasted (SPEC §3 'html snippet'), as the editor keeps and shows it: no scripts, styles,
 * forms or embedded objects, no event handlers, no URL of another protocol (javascript:, data:…), iframes only of a
 * YouTube video, styles reduced to the editor's. The server sanitises it again with its allowlist; this is the
 * editor's own line of defence (and the snippet is shown in a frame where nothing runs anyway).
 */
export function cleanSnippetHtml(html: string): string {
  const body = bodyOf(html);
  for (const element of body.querySelectorAll(SNIPPET_DROPPED_ELEMENTS)) element.remove();
  for (const frame of body.querySelectorAll('iframe')) if (!youtubeIdOf(frame.getAttribute('src') ?? '')) frame.remove();
  for (const element of body.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'srcset' || (URL_ATTRIBUTES.has(lower) && !hasLinkProtocol(value))) element.removeAttribute(name);
    }
    cleanAttributes(element);
  }
  return body.innerHTML.trim();
}

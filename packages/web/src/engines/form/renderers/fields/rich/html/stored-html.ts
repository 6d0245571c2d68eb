import { fontFamilyOf, fontSizeOf, hexColorOf } from './editor-rules';

/** The inline styles the editor produces and the server keeps (packages/server/src/metadata/kinds/html-kind.ts). */
const STYLE_RULES: Record<string, (value: string) => string | null> = {
  color: hexColorOf,
  'background-color': hexColorOf,
  'font-size': (value) => (fontSizeOf(value) === null ? null : value.trim()),
  'font-family': fontFamilyOf,
  'text-align': (value) => (/^(?:left|right|center|justify)$/.test(value.trim()) ? value.trim() : null),
  'padding-inline-start': (value) => (/^\d{1,3}px$/.test(value.trim()) ? value.trim() : null),
};

function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = STYLE_RULES[property]?.(declaration.slice(colon + 1));
    if (value) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** Attributes that only mean something inside the editor (theme classes, direction, list numbering). */
const EDITOR_ONLY_ATTRIBUTES = ['class', 'dir', 'value'];

/**
 * The HTML a form stores from what Lexical exports: styles reduced to the editor's (colours as #rrggbb — browsers
 * write rgb() —, font sizes in px, font names unquoted), editor-only attributes dropped. An editor holding no text,
 * image or video gives null, the empty value.
 */
export function toStoredHtml(html: string): string | null {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const body = document.body;
  for (const element of body.querySelectorAll('*')) {
    for (const name of EDITOR_ONLY_ATTRIBUTES) element.removeAttribute(name);
    const style = element.getAttribute('style');
    if (style === null) continue;
    const cleaned = cleanStyle(style);
    if (cleaned) element.setAttribute('style', cleaned);
    else element.removeAttribute('style');
  }
  if ((body.textContent ?? '').trim() === '' && !body.querySelector('img, iframe')) return null;
  return body.innerHTML;
}

import sanitizeHtml from 'sanitize-html';
import { type KindHandler, accept, kind } from './kind-handler.js';
import { parseText } from './text-kinds.js';

/** The data attributes of the editor's blocks (SPEC §3 'Editor embedded blocks'): on div only, valued 'true'. */
const LAYOUT_CONTAINER = 'data-lexical-layout-container';
const BLOCK_ATTRIBUTES = [LAYOUT_CONTAINER, 'data-lexical-layout-item', 'data-lexical-html-snippet'];

/** The grid of a layout container: one to four columns, each a whole fraction from 1fr to 99fr. */
const COLUMN_TEMPLATE = /^[1-9]\d?fr(?: [1-9]\d?fr){0,3}$/;
const GRID_DECLARATION = /^\s*(?:display|grid-template-columns)\s*:/i;

/**
 * A div as the editor makes it: its block attributes only when valued 'true', and the grid declarations only on a
 * layout container (a layout's look is the editor's alone).
 */
function editorDiv(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept = Object.fromEntries(Object.entries(attribs).filter(([name, value]) => !BLOCK_ATTRIBUTES.includes(name) || value === 'true'));
  if (kept[LAYOUT_CONTAINER] !== undefined || kept.style === undefined) return kept;
  return { ...kept, style: kept.style.split(';').filter((declaration) => !GRID_DECLARATION.test(declaration)).join(';') };
}

/** A mention names a username (or 'true', as mentions stored before usernames were kept): anything else is dropped. */
const MENTION = 'data-lexical-mention';
const MENTIONED_USERNAME = /^[\w.@+-]{1,100}$/;

function mentionSpan(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const mention = attribs[MENTION];
  if (mention === undefined || MENTIONED_USERNAME.test(mention)) return attribs;
  return Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== MENTION));
}

/**
 * What the rich-text editor produces (SPEC §5 'Editor', §9) and nothing else: formatting, lists, links with safe
 * protocols, images, colours as #RRGGBB, font sizes 8–72 px, the three editor fonts, YouTube embeds, horizontal
 * rules, column layouts (a strict grid template) and HTML snippets (whose content obeys these same rules).
 * Everything else (scripts, event handlers, styles beyond those) is removed on the server before it is stored.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre', 'blockquote', 'hr',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    div: BLOCK_ATTRIBUTES,
    '*': ['style', 'class', 'data-lexical-mention', 'data-lexical-variable'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'sms', 'tel'],
  // Images by URL or uploaded (/api-internal/document/file/…): the editor never embeds data: URLs, which could carry
  // megabytes or an SVG document into every read of the record.
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com'],
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-fA-F]{6}$/],
      'background-color': [/^#[0-9a-fA-F]{6}$/],
      'font-size': [/^(?:[8-9]|[1-6]\d|7[0-2])px$/],
      'font-family': [/^(?:Arial|Courier New|Verdana)$/],
      'text-align': [/^(?:left|right|center|justify)$/],
      'padding-inline-start': [/^\d{1,3}px$/],
    },
    div: {
      display: [/^grid$/],
      'grid-template-columns': [COLUMN_TEMPLATE],
    },
  },
  // A frame is a YouTube player or nothing: one whose address was refused would stay as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    div: (tagName, attribs) => ({ tagName, attribs: editorDiv(attribs) }),
    span: (tagName, attribs) => ({ tagName, attribs: mentionSpan(attribs) }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeUserHtml = (html: string) => sanitizeHtml(html, options);

export const htmlKind: KindHandler = kind({
  storage: 'text',
  parse: (raw, field) => {
    const parsed = parseText(raw, { ...field, transform: undefined });
    if (!parsed.ok || parsed.value === null) return parsed;
    const clean = sanitizeUserHtml(parsed.value as string);
    return accept(clean.trim() === '' ? null : clean);
  },
  describe: (value) => (typeof value === 'string' ? sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).slice(0, 200) : null),
});

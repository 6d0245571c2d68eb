import sanitizeHtml from 'sanitize-html';
import { type KindHandler, accept, kind } from './kind-handler.js';
import { parseText } from './text-kinds.js';

/**
 * What the rich-text editor produces (SPEC §5 'Editor', §9) and nothing else: formatting, lists, links with safe
 * protocols, images, colours as #RRGGBB, font sizes 8–72 px, the three editor fonts, YouTube embeds. Everything
 * else (scripts, event handlers, styles beyond those) is removed on the server before it is stored.
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
    '*': ['style', 'class', 'data-lexical-mention', 'data-lexical-variable'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'sms', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
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
  },
  transformTags: {
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

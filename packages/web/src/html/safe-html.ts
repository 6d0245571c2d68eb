import DOMPurify from 'dompurify';

/** The only frames rich text may hold: the editor's YouTube videos (the server's sanitiser allows these hosts). */
const VIDEO_EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\//;

const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IFRAME' && !VIDEO_EMBED.test(node.getAttribute('src') ?? '')) node.remove();
  // As on the server: images by URL or uploaded, never embedded as data.
  if (node.tagName === 'IMG' && /^\s*data:/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
  // A link opening elsewhere gets no hold on this window.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * HTML only (no SVG or MathML), plus what the editor makes beyond DOMPurify's defaults (video frames, link targets),
 * less what it never makes and could restyle the page or collect input (style sheets, forms and their controls).
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['target', 'allowfullscreen'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
};

/**
 * HTML from the server shown as HTML (html display fields, content elements, the conflict message), for React's
 * dangerouslySetInnerHTML: DOMPurify is the second line behind the server's sanitiser, for HTML that reaches the
 * screen without going through it (definitions, computed values, messages) or stored before a rule tightened.
 */
export const safeHtml = (html: string): { __html: string } => ({ __html: purifier.sanitize(html, CONFIG) });

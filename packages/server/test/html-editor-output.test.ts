import { describe, expect, it } from 'vitest';
import { sanitizeUserHtml } from '../src/metadata/kinds/html-kind.js';

/** Stored HTML compared without the spacing sanitize-html gives styles and void elements. */
const normalise = (html: string) => html.replace(/\s*([:;])\s*/g, '$1').replace(/;"/g, '"').replace(/ \/>/g, '>');

/**
 * What the web editor sends for each of its features (packages/web/.../fields/rich/html: Lexical's export cleaned by
 * toStoredHtml) must come through the html kind's sanitiser unchanged — and nothing more than that.
 */
describe('the html kind keeps what the editor produces', () => {
  const features: Record<string, string> = {
    'bold, italic, underline, strikethrough': '<p><b><strong>gras</strong></b><i><em>italique</em></i><u><span>souligné</span></u><s><span>barré</span></s></p>',
    headings: '<h1><span>Titre 1</span></h1><h2><span>Titre 2</span></h2><h3><span>Titre 3</span></h3>',
    'nested lists': '<ul><li><span>un</span></li><li><ul><li><span>un bis</span></li></ul></li></ul><ol><li><span>premier</span></li></ol>',
    links: '<p><a href="https://www.service-public.fr/"><span>lien</span></a> <a href="mailto:mairie@saint-aubin.fr">courriel</a> <a href="tel:+33299552020">téléphone</a></p>',
    'colour, size and font': '<p><span style="color: #d0021b; font-size: 20px; font-family: Courier New">rouge</span><span style="background-color: #f8e71c; font-family: Verdana">surligné</span></p>',
    'alignment and indent': '<p style="text-align: center; padding-inline-start: 80px"><span>centré</span></p>',
    'images, uploaded or by URL': '<p><img src="/api-internal/document/file/3" alt="Logo"><img src="https://www.saint-aubin.fr/logo.png" alt=""></p>',
    'YouTube video': '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen="true" title="Vidéo YouTube"></iframe>',
    'mention and variable': '<p><span data-lexical-mention="true">@Antoine Leroy</span> <span data-lexical-variable="nom_du_site">{nom_du_site}</span></p>',
  };
  it.each(Object.entries(features))('%s', (_feature, html) => {
    expect(normalise(sanitizeUserHtml(html))).toBe(normalise(html));
  });

  it('drops the link of a neutralised protocol but keeps its text', () => {
    expect(sanitizeUserHtml('<p><a href="about:blank"><span>lien</span></a><a href="javascript:alert(1)">x</a></p>')).toBe('<p><a><span>lien</span></a><a>x</a></p>');
  });

  it('drops styles and embeds the editor cannot make', () => {
    expect(sanitizeUserHtml('<p><span style="color: red; font-size: 99px; position: fixed">x</span></p>')).toBe('<p><span>x</span></p>');
    expect(sanitizeUserHtml('<iframe src="https://evil.example/embed"></iframe>')).toBe('<iframe></iframe>');
  });
});

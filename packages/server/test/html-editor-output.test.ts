import { describe, expect, it } from 'vitest';
import { sanitizeUserHtml } from '../src/metadata/kinds/html-kind.js';

/** Stored HTML compared without the spacing sanitize-html gives styles and void elements. */
const normalise = (html: string) => html.replace(/\s*([:;])\s*/g, '$1').replace(/;"/g, '"').replace(/ \/>/g, '>');

const LAYOUT =
  '<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 1fr 1fr"><div data-lexical-layout-item="true"><p><span>Mairie</span></p></div><div data-lexical-layout-item="true"><p><b><strong>Horaires</strong></b></p></div></div>';
const SNIPPET = '<div data-lexical-html-snippet="true"><table><tbody><tr><th>Jour</th><td style="text-align: center">Lundi</td></tr></tbody></table></div>';

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
    'emoji': '<p><span>Bravo 👏 🎉</span></p>',
    'horizontal rule': '<p><span>avant</span></p><hr><p><span>après</span></p>',
    'layout of two columns': LAYOUT,
    'layout of three unequal columns':
      '<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 2fr 1fr 1fr"><div data-lexical-layout-item="true"><p><span>a</span></p></div><div data-lexical-layout-item="true"><p><br></p></div><div data-lexical-layout-item="true"><hr></div></div>',
    'HTML snippet': SNIPPET,
  };
  it.each(Object.entries(features))('%s', (_feature, html) => {
    expect(normalise(sanitizeUserHtml(html))).toBe(normalise(html));
  });

  it('drops the link of a neutralised protocol but keeps its text', () => {
    expect(sanitizeUserHtml('<p><a href="about:blank"><span>lien</span></a><a href="javascript:alert(1)">x</a></p>')).toBe('<p><a><span>lien</span></a><a>x</a></p>');
  });

  it('drops data: URLs from images, raster or SVG, keeping the image’s text', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const svg = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=';
    expect(sanitizeUserHtml(`<p><img src="${png}" alt="Logo"><img src="${svg}" alt=""><img src=" DATA:text/html,<script>alert(1)</script>"></p>`)).toBe(
      '<p><img alt="Logo" /><img alt="" /><img /></p>',
    );
  });

  it('keeps a mention’s username, and drops a mention attribute that is no username', () => {
    expect(sanitizeUserHtml('<span data-lexical-mention="c.durand">@Camille</span>')).toBe('<span data-lexical-mention="c.durand">@Camille</span>');
    expect(sanitizeUserHtml('<span data-lexical-mention="&quot; onmouseover=&quot;x">@x</span>')).toBe('<span>@x</span>');
  });

  it('drops styles and embeds the editor cannot make', () => {
    expect(sanitizeUserHtml('<p><span style="color: red; font-size: 99px; position: fixed">x</span></p>')).toBe('<p><span>x</span></p>');
    // A frame whose address is refused goes altogether, rather than staying as an empty box.
    expect(sanitizeUserHtml('<iframe src="https://evil.example/embed"></iframe>')).toBe('');
  });
});

const container = (template: string) => `<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: ${template}"></div>`;

describe('the html kind keeps the editor blocks strict', () => {
  it('removes scripts, handlers and foreign styles from rules, layouts and snippets', () => {
    expect(sanitizeUserHtml('<hr onclick="alert(1)" style="position: fixed; color: #d0021b">')).toBe('<hr style="color:#d0021b" />');
    const layout = sanitizeUserHtml(
      '<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 1fr 1fr; position: fixed; background-image: url(https://evil.example/x)" onmouseover="alert(1)">' +
        '<div data-lexical-layout-item="true" style="display: grid; grid-template-columns: 1fr"><p>a<script>alert(1)</script></p></div><div data-lexical-layout-item="true"><p>b</p></div></div>',
    );
    expect(normalise(layout)).toBe(
      '<div data-lexical-layout-container="true" style="display:grid;grid-template-columns:1fr 1fr"><div data-lexical-layout-item="true"><p>a</p></div><div data-lexical-layout-item="true"><p>b</p></div></div>',
    );
    const snippet = sanitizeUserHtml(
      '<div data-lexical-html-snippet="true"><style>body { display: none }</style><p onclick="steal()">Texte</p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">lien</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example/"></iframe><form action="https://evil.example/"><input name="q"></form></div>',
    );
    expect(snippet).toBe('<div data-lexical-html-snippet="true"><p>Texte</p><a>lien</a><img src="x" /></div>');
  });

  it('keeps a grid template only when it is a few whole fractions, on a layout container only', () => {
    for (const hostile of ['repeat(99, 1fr)', '1fr 1fr 1fr 1fr 1fr', '100px 1fr', '0fr 1fr', '1fr expression(alert(1))', 'calc(100% - 1px) 1fr']) {
      expect(sanitizeUserHtml(container(hostile))).toBe('<div data-lexical-layout-container="true" style="display:grid"></div>');
    }
    expect(sanitizeUserHtml('<div style="display: grid; grid-template-columns: 1fr 1fr; text-align: center">x</div>')).toBe('<div style="text-align:center">x</div>');
    expect(sanitizeUserHtml('<div style="display: flex">x</div>')).toBe('<div>x</div>');
  });

  it('drops block attributes with another value, and on other elements', () => {
    expect(sanitizeUserHtml('<div data-lexical-layout-container="1" data-lexical-html-snippet="&lt;script&gt;" style="display: grid; grid-template-columns: 1fr">x</div>')).toBe('<div>x</div>');
    expect(sanitizeUserHtml('<p data-lexical-layout-item="true" data-lexical-html-snippet="true">x</p>')).toBe('<p>x</p>');
  });
});

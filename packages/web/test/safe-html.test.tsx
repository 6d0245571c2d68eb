// @vitest-environment jsdom
// DOMPurify needs a NodeIterator that keeps walking when the node it stands on is removed: happy-dom's stops there
// and leaves the rest unsanitised (DOMPurify declares happy-dom unsupported), so a happy-dom run would prove nothing.
import type { FormResponse, Property, UiElement, ValidationEntry } from '@ossature/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LayoutForm } from '../src/engines/form/jsonforms/LayoutForm';
import { FormRenderersContext } from '../src/engines/form/jsonforms/renderers-context';
import { fallbackEntries } from '../src/engines/form/renderers/fallbacks';
import type { FieldProps } from '../src/engines/form/renderers/field-entry';
import { basicLayoutEntries } from '../src/engines/form/renderers/layouts/basic-layouts';
import type { FormController } from '../src/engines/form/state/use-form-controller';
import { FormDialogs } from '../src/engines/form/view/FormDialogs';
import { ContentField, InlineHtmlField } from '../src/engines/form/renderers/fields/rich/DisplayFields';
import { type FormScope, recordScope } from '../src/engines/form/view/form-scope';
import { safeHtml } from '../src/html/safe-html';

afterEach(cleanup);

const clean = (html: string) => safeHtml(html).__html;

const HOSTILE =
  '<p onclick="steal()">Texte<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">lien</a>' +
  '<svg><script>alert(1)</script></svg><style>body{display:none}</style><form action="https://evil.example/"><input name="q"></form>' +
  '<iframe src="https://evil.example/"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>';

describe('HTML shown as HTML on the screen', () => {
  it('loses scripts, handlers, dangerous links, SVG, styles sheets, forms and foreign frames', () => {
    expect(clean(HOSTILE)).toBe('<p>Texte</p><img src="x"><a>lien</a>');
  });

  it('keeps what the editor makes: formatting, colours, links opening elsewhere, uploaded images, layouts, videos', () => {
    const html =
      '<p style="text-align: center"><b><strong>gras</strong></b> <span style="color: #d0021b">rouge</span> ' +
      '<a href="https://www.service-public.fr/" target="_blank" rel="noopener noreferrer">lien</a> <a href="mailto:mairie@saint-aubin.fr">courriel</a></p>' +
      '<img src="/api-internal/document/file/3" alt="Logo"><div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 1fr 1fr"><div data-lexical-layout-item="true"><p>a</p></div></div>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen="true" title="Vidéo YouTube"></iframe>';
    expect(clean(html)).toBe(html);
  });

  it('drops data: URLs from images, as the server does, and protects the window from a link opened elsewhere', () => {
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="Logo">')).toBe('<img alt="Logo">');
    expect(clean('<a href="https://exemple.fr/" target="_blank">x</a>')).toBe('<a href="https://exemple.fr/" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

const props = (property: Property, value: unknown): FieldProps =>
  ({ property, value, error: undefined, readOnly: true, onChange: () => undefined, onInvalid: () => undefined, id: 'field-x', scope: {} as FormScope }) as FieldProps;

describe('the display fields', () => {
  it('show a definition’s content and a computed value purified', () => {
    const { container } = render(
      <>
        <ContentField {...props({ name: 'aide', type: 'content', label: 'Aide', required: false, read_only: true, content: HOSTILE }, null)} />
        <InlineHtmlField {...props({ name: 'total', type: 'inline_right_html', label: 'Total', required: false, read_only: true }, HOSTILE)} />
      </>,
    );
    expect(container.querySelectorAll('script, style, form, svg, iframe, [onclick], [onerror]')).toHaveLength(0);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });
});

describe('the other places HTML from the server is shown', () => {
  it('purify a Content element of the layout', () => {
    const layout = { type: 'VerticalLayout', elements: [{ type: 'Content', options: { html: HOSTILE } }] } as unknown as UiElement;
    const description = { name: 'demo', buttons: [], properties: {}, layout } as unknown as FormResponse;
    const form = { name: 'demo', state: { description, properties: {}, values: {}, errors: {}, collection: {} } } as unknown as FormController;
    const { container } = render(
      <FormRenderersContext.Provider value={[...fallbackEntries, ...basicLayoutEntries]}>
        <LayoutForm layout={layout} scope={recordScope(form)} />
      </FormRenderersContext.Provider>,
    );
    expect(container.textContent).toContain('Texte');
    expect(container.querySelectorAll('script, style, form, svg, iframe, [onclick], [onerror]')).toHaveLength(0);
  });

  it('purify the message of the conflict dialog', () => {
    render(<FormDialogs dialog={{ request: { kind: 'conflict', validation: { message: HOSTILE, link: '/front/form/demo', link_name: 'Voir' } as ValidationEntry }, answer: () => undefined }} />);
    const dialog = document.body.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Texte');
    expect(dialog.querySelectorAll('script, style, form, svg, iframe, [onclick], [onerror]')).toHaveLength(0);
  });
});

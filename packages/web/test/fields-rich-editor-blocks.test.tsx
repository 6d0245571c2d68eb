import { type Property, messages } from '@ossature/contract';
import { $createHorizontalRuleNode, HorizontalRuleNode } from '@lexical/extension';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode } from '@lexical/rich-text';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  KEY_ARROW_DOWN_COMMAND,
  type LexicalEditor,
  type ParagraphNode,
  type TextNode,
  createEditor,
} from 'lexical';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormScope } from '../src/engines/form/view/form-scope';
import { HtmlField } from '../src/engines/form/renderers/fields/rich/html/HtmlField';
import {
  $createHtmlSnippetNode,
  $createLayout,
  $insertBlock,
  $isLayoutContainerNode,
  HtmlSnippetNode,
  LayoutContainerNode,
  LayoutItemNode,
  registerLayoutRules,
} from '../src/editor/editor-block-nodes';
import { $loadHtml, $storedHtml, styleImportMap } from '../src/editor/editor-html';
import { MentionNode } from '../src/editor/editor-nodes';
import { LAYOUT_TEMPLATES, columnCountOf, columnTemplateOf } from '../src/editor/editor-rules';
import { cleanSnippetHtml, toStoredHtml } from '../src/editor/stored-html';

afterEach(cleanup);

describe('layout column templates (SPEC §3 layout container)', () => {
  it('accept one to four whole fractions, written with single spaces', () => {
    expect(columnTemplateOf('1fr 1fr')).toBe('1fr 1fr');
    expect(columnTemplateOf(' 2fr   1fr ')).toBe('2fr 1fr');
    expect(columnTemplateOf('1fr 2fr 1fr 3fr')).toBe('1fr 2fr 1fr 3fr');
    expect(columnTemplateOf('12fr')).toBe('12fr');
  });

  it('refuse anything else: other units, functions, zero, five columns', () => {
    for (const css of ['1fr 1fr 1fr 1fr 1fr', 'repeat(2, 1fr)', '100px 1fr', '0fr 1fr', '1.5fr 1fr', 'auto', '1fr,1fr', '100fr', '', null, undefined]) {
      expect(columnTemplateOf(css)).toBeNull();
    }
  });

  it('offer the toolbar layouts, all valid, of two or three columns, each named', () => {
    for (const template of LAYOUT_TEMPLATES) {
      expect(columnTemplateOf(template)).toBe(template);
      expect(messages.formRich.layoutTemplates[template]).toBeTruthy();
    }
    expect(LAYOUT_TEMPLATES.map(columnCountOf)).toEqual([2, 3, 2, 2]);
  });
});

describe('HTML snippets, cleaned in the editor', () => {
  it('lose scripts, styles, forms, objects and foreign frames, with their content', () => {
    expect(
      cleanSnippetHtml(
        '<p>Avant</p><script>alert(1)</script><style>p { display: none }</style><form action="/x"><input name="q"><button>Go</button></form>' +
          '<embed src="x.swf"><iframe src="https://evil.example/"></iframe><p>Après</p>',
      ),
    ).toBe('<p>Avant</p><p>Après</p>');
    // (happy-dom's parser loses what follows an <svg>: it comes last here.)
    expect(cleanSnippetHtml('<p>Avant</p><svg><a href="https://exemple.fr/"><text>x</text></a><script>alert(2)</script></svg>')).toBe('<p>Avant</p>');
  });

  it('lose event handlers and URLs of other protocols, keep safe links, images and YouTube frames', () => {
    expect(cleanSnippetHtml('<a href="javascript:alert(1)" onclick="x()">a</a><a href="https://www.saint-aubin.fr/">b</a><a href="/front/form/cms_page">c</a>')).toBe(
      '<a>a</a><a href="https://www.saint-aubin.fr/">b</a><a href="/front/form/cms_page">c</a>',
    );
    expect(cleanSnippetHtml('<img src="java\tscript:alert(1)" onerror="alert(1)" alt="x"><img src="https://exemple.fr/a.png" srcset="data:x 2x" alt="y">')).toBe(
      '<img alt="x"><img src="https://exemple.fr/a.png" alt="y">',
    );
    const video = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315"></iframe>';
    expect(cleanSnippetHtml(video)).toBe(video);
  });

  it('keep only the editor styles and drop editor-only attributes', () => {
    expect(cleanSnippetHtml('<p class="x" style="color: rgb(208, 2, 27); position: fixed; background: url(https://evil.example/)">rouge</p>')).toBe(
      '<p style="color: #d0021b">rouge</p>',
    );
    // The grid of a layout is kept on a layout container only.
    expect(cleanSnippetHtml('<div style="display: grid; grid-template-columns: 1fr 1fr">x</div>')).toBe('<div>x</div>');
  });
});

describe('the HTML an html field stores, with blocks', () => {
  it('keeps a layout container’s grid, a rule alone is not empty', () => {
    expect(toStoredHtml('<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 2fr 1fr; gap: 8px;"><div data-lexical-layout-item="true" class="x"><p>a</p></div></div>')).toBe(
      '<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 2fr 1fr"><div data-lexical-layout-item="true"><p>a</p></div></div>',
    );
    expect(toStoredHtml('<hr>')).toBe('<hr>');
  });
});

function blockEditor(): LexicalEditor {
  const editor = createEditor({
    namespace: 'test',
    nodes: [HeadingNode, ListNode, ListItemNode, HorizontalRuleNode, LayoutContainerNode, LayoutItemNode, HtmlSnippetNode, MentionNode],
    html: { import: styleImportMap },
    onError: (error) => {
      throw error;
    },
  });
  registerLayoutRules(editor);
  return editor;
}

/** Stored HTML read into an editor and written back. */
function roundTrip(html: string): string | null {
  const editor = blockEditor();
  editor.update(() => $loadHtml(editor, html), { discrete: true });
  return editor.read(() => $storedHtml(editor));
}

const LAYOUT =
  '<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 1fr 1fr"><div data-lexical-layout-item="true"><p><span>Mairie</span></p></div>' +
  '<div data-lexical-layout-item="true"><p><span>Horaires</span></p><hr></div></div>';

describe('editor blocks through stored HTML', () => {
  it('read back a horizontal rule, a layout and a snippet as they were stored', () => {
    const html = `<p><span>Avant</span></p><hr>${LAYOUT}<div data-lexical-html-snippet="true"><table><tbody><tr><td>Lundi</td></tr></tbody></table></div>`;
    expect(roundTrip(html)).toBe(html);
  });

  it('keep whom a mention names: the username in its data attribute, the name in its text', () => {
    const html = '<p><span>Merci </span><span data-lexical-mention="aleroy">@Antoine Leroy</span></p>';
    expect(roundTrip(html)).toBe(html);
    // A mention stored before usernames were kept still reads, naming nobody.
    expect(roundTrip('<p><span data-lexical-mention="true">@Antoine Leroy</span></p>')).toBe('<p><span data-lexical-mention="true">@Antoine Leroy</span></p>');
  });

  it('read a layout’s columns as paragraphs, its template kept only when valid', () => {
    expect(roundTrip('<div data-lexical-layout-container="true" style="grid-template-columns: 1fr 2fr"><div data-lexical-layout-item="true">texte</div></div>')).toBe(
      '<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 1fr 2fr"><div data-lexical-layout-item="true"><p><span>texte</span></p></div></div>',
    );
    expect(roundTrip('<div data-lexical-layout-container="true" style="grid-template-columns: repeat(9, 1fr)"><div data-lexical-layout-item="true"><p>x</p></div></div>')).toMatch(
      /^<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 1fr 1fr">/,
    );
  });

  it('mend malformed layouts: stray content gets a column, a stray column gives its content, an empty column a paragraph', () => {
    expect(roundTrip('<div data-lexical-layout-container="true" style="grid-template-columns: 1fr 1fr"><p>seul</p><div data-lexical-layout-item="true"></div></div>')).toBe(
      '<div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 1fr 1fr"><div data-lexical-layout-item="true"><p><span>seul</span></p></div>' +
        '<div data-lexical-layout-item="true"><p><br></p></div></div>',
    );
    expect(roundTrip('<div data-lexical-layout-item="true"><p>orphelin</p></div>')).toBe('<p><span>orphelin</span></p>');
  });

  it('build a new layout with one empty column per column of its template; an emptied one goes', () => {
    const editor = blockEditor();
    editor.update(
      () => {
        $getRoot().clear().append($createLayout('1fr 1fr 1fr'));
      },
      { discrete: true },
    );
    expect(editor.read(() => $layoutShape())).toEqual(['1fr 1fr 1fr', 3]);
    editor.update(
      () => {
        const layout = $getRoot().getFirstChildOrThrow<LayoutContainerNode>();
        for (const item of layout.getChildren()) item.remove();
      },
      { discrete: true },
    );
    expect(editor.read(() => $getRoot().getChildren().some($isLayoutContainerNode))).toBe(false);
  });

  it('take the place of an empty paragraph, with a paragraph after them to go on typing; split a paragraph otherwise', () => {
    const editor = blockEditor();
    const stored = () => editor.read(() => $storedHtml(editor));
    editor.update(
      () => {
        $getRoot().clear().append($createParagraphNode().append($createTextNode('Accueil')), $createParagraphNode());
        $getRoot().getLastChildOrThrow<ParagraphNode>().select();
        $insertBlock($createHorizontalRuleNode());
      },
      { discrete: true },
    );
    expect(stored()).toBe('<p><span>Accueil</span></p><hr><p><br></p>');
    editor.update(
      () => {
        $getRoot().getFirstChildOrThrow<ParagraphNode>().getFirstChildOrThrow<TextNode>().select(3, 3);
        $insertBlock($createLayout('2fr 1fr')).selectStart();
      },
      { discrete: true },
    );
    expect(stored()).toBe(
      '<p><span>Acc</span></p><div data-lexical-layout-container="true" style="display: grid; grid-template-columns: 2fr 1fr"><div data-lexical-layout-item="true"><p><br></p></div>' +
        '<div data-lexical-layout-item="true"><p><br></p></div></div><p><span>ueil</span></p><hr><p><br></p>',
    );
  });

  it('let the down arrow leave a layout that ends the document, from the end of a column only', () => {
    const editor = blockEditor();
    const stored = () => editor.read(() => $storedHtml(editor));
    const arrowDown = () => editor.update(() => void editor.dispatchCommand(KEY_ARROW_DOWN_COMMAND, new KeyboardEvent('keydown', { key: 'ArrowDown' })), { discrete: true });
    editor.update(
      () => {
        const layout = $createLayout('1fr 1fr');
        $getRoot().clear().append(layout);
        layout.getFirstChildOrThrow<LayoutItemNode>().getFirstChildOrThrow<ParagraphNode>().append($createTextNode('Mairie')).select(2, 2);
      },
      { discrete: true },
    );
    const layoutOnly = stored();
    arrowDown();
    expect(stored()).toBe(layoutOnly);
    editor.update(() => $getRoot().getFirstChildOrThrow<LayoutContainerNode>().getFirstChildOrThrow<LayoutItemNode>().selectEnd(), { discrete: true });
    arrowDown();
    expect(stored()).toBe(`${layoutOnly}<p><br></p>`);
    // Once something follows the layout, the arrow is the browser's again.
    editor.update(() => $getRoot().getFirstChildOrThrow<LayoutContainerNode>().getLastChildOrThrow<LayoutItemNode>().selectEnd(), { discrete: true });
    arrowDown();
    expect(stored()).toBe(`${layoutOnly}<p><br></p>`);
  });

  it('clean a snippet when it is created, whatever it is given', () => {
    const editor = blockEditor();
    editor.update(() => $getRoot().clear().append($createHtmlSnippetNode('<p onclick="x()">Bonjour</p><script>alert(1)</script>')), { discrete: true });
    expect(editor.read(() => $storedHtml(editor))).toBe('<div data-lexical-html-snippet="true"><p>Bonjour</p></div>');
  });
});

function $layoutShape(): [string, number] {
  const layout = $getRoot().getFirstChildOrThrow<LayoutContainerNode>();
  return [layout.getTemplateColumns(), layout.getChildrenSize()];
}

describe('the html editor’s blocks', () => {
  const property: Property = { name: 'body', type: 'html', label: 'Texte de la page', required: false, read_only: false };

  it('shows a stored rule, layout and snippet, and offers them in its toolbar', async () => {
    const value = `<hr>${LAYOUT}<div data-lexical-html-snippet="true"><p>Bloc libre</p></div>`;
    render(<HtmlField property={property} value={value} error={undefined} readOnly={false} onChange={() => undefined} onInvalid={() => undefined} id="body" scope={{} as FormScope} />);
    const editor = await screen.findByRole('textbox', { name: 'Texte de la page' });
    await waitFor(() => expect(editor.textContent).toContain('Mairie'));
    const layout = editor.querySelector<HTMLElement>('[data-lexical-layout-container]')!;
    expect(layout.style.gridTemplateColumns).toBe('1fr 1fr');
    expect(Array.from(layout.querySelectorAll('[data-lexical-layout-item]'), (item) => item.textContent)).toEqual(['Mairie', 'Horaires']);
    expect(editor.querySelectorAll('hr')).toHaveLength(2);
    const frame = await screen.findByTitle(messages.formRich.htmlSnippetBlock);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Bloc libre</p>');
    for (const name of ['Insérer une ligne horizontale', 'Insérer des colonnes', 'Insérer un emoji', 'Insérer du HTML']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });
});

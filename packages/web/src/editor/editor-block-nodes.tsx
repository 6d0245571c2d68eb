import { messages } from '@ossature/contract';
import { $findMatchingParent, $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils';
import {
  $applyNodeReplacement,
  $createParagraphNode,
  $getSelection,
  $getState,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $isTextNode,
  $setState,
  COMMAND_PRIORITY_LOW,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  ElementNode,
  KEY_ARROW_DOWN_COMMAND,
  type LexicalEditor,
  type LexicalNode,
  type ParagraphNode,
  createState,
} from 'lexical';
import { type JSX, useState } from 'react';
import {
  DEFAULT_LAYOUT_TEMPLATE,
  HTML_SNIPPET_ATTRIBUTE,
  LAYOUT_CONTAINER_ATTRIBUTE,
  LAYOUT_ITEM_ATTRIBUTE,
  columnCountOf,
  columnTemplateOf,
} from './editor-rules';
import { cleanSnippetHtml } from './stored-html';

const text = messages.formRich;

/** A block as the editor stores it: a div carrying the block's data attribute. */
function blockDiv(attribute: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute(attribute, 'true');
  return element;
}

/** Imports the divs carrying `attribute` as a block, before Lexical's own rules for divs. */
const importBlockDiv = (attribute: string, convert: (element: HTMLElement) => DOMConversionOutput): DOMConversionMap => ({
  div: (element) => (element.hasAttribute(attribute) ? { conversion: () => convert(element), priority: 2 } : null),
});

const templateState = createState('templateColumns', {
  parse: (value) => columnTemplateOf(typeof value === 'string' ? value : null) ?? DEFAULT_LAYOUT_TEMPLATE,
});

/**
 * A layout container (SPEC §3 'layout container (column template)'): columns side by side on a CSS grid, stored as
 * <div data-lexical-layout-container style="display: grid; grid-template-columns: …"> around its layout items. The
 * element the editor shows is the one it stores (Lexical exports createDOM's element).
 */
export class LayoutContainerNode extends ElementNode {
  override $config() {
    return this.config('layout-container', {
      extends: ElementNode,
      stateConfigs: [{ flat: true, stateConfig: templateState }],
      importDOM: importBlockDiv(LAYOUT_CONTAINER_ATTRIBUTE, (element) => ({
        node: $createLayoutContainerNode(columnTemplateOf(element.style.gridTemplateColumns) ?? DEFAULT_LAYOUT_TEMPLATE),
      })),
    });
  }

  getTemplateColumns(): string {
    return $getState(this, templateState);
  }

  override createDOM(): HTMLElement {
    const element = blockDiv(LAYOUT_CONTAINER_ATTRIBUTE);
    element.style.display = 'grid';
    element.style.gridTemplateColumns = this.getTemplateColumns();
    return element;
  }

  override updateDOM(previous: this, element: HTMLElement): false {
    if (previous.getTemplateColumns() !== this.getTemplateColumns()) element.style.gridTemplateColumns = this.getTemplateColumns();
    return false;
  }

  /** A container whose columns are all gone goes too. */
  override canBeEmpty(): false {
    return false;
  }
}

/** A layout container on this column template, its columns not yet added. */
export function $createLayoutContainerNode(template: string): LayoutContainerNode {
  return $setState($applyNodeReplacement(new LayoutContainerNode()), templateState, template);
}

/** A container ready to type in: one layout item per column of its template. */
export function $createLayout(template: string): LayoutContainerNode {
  const container = $createLayoutContainerNode(template);
  for (let column = 0; column < columnCountOf(template); column += 1) container.append($createLayoutItemNode().append($createParagraphNode()));
  return container;
}

export const $isLayoutContainerNode = (node: LexicalNode | null | undefined): node is LayoutContainerNode => node instanceof LayoutContainerNode;

/**
 * A layout item: one column of a layout container, holding paragraphs (and any other block), stored as
 * <div data-lexical-layout-item>. It is a shadow root: its blocks behave as top-level ones, and typing or deleting
 * never leaves the column.
 */
export class LayoutItemNode extends ElementNode {
  override $config() {
    return this.config('layout-item', {
      extends: ElementNode,
      importDOM: importBlockDiv(LAYOUT_ITEM_ATTRIBUTE, () => ({ node: $createLayoutItemNode() })),
    });
  }

  override createDOM(): HTMLElement {
    return blockDiv(LAYOUT_ITEM_ATTRIBUTE);
  }

  override updateDOM(): false {
    return false;
  }

  override isShadowRoot(): true {
    return true;
  }
}

export const $createLayoutItemNode = (): LayoutItemNode => $applyNodeReplacement(new LayoutItemNode());

export const $isLayoutItemNode = (node: LexicalNode | null | undefined): node is LayoutItemNode => node instanceof LayoutItemNode;

const isBlock = (node: LexicalNode) => ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();

/**
 * Inserts a block at the caret as Lexical's $insertNodeToNearestRoot does (in the document or the column, splitting
 * the paragraph there), except that it takes the place of an empty paragraph or heading instead of leaving it
 * before. A paragraph follows the block when nothing else does, and takes the caret, to go on typing.
 */
export function $insertBlock<T extends LexicalNode>(node: T): T {
  const selection = $getSelection();
  const anchor = $isRangeSelection(selection) && selection.isCollapsed() ? selection.anchor.getNode() : null;
  if (!$isElementNode(anchor) || anchor.isInline() || !anchor.isEmpty() || !$isRootOrShadowRoot(anchor.getParent())) {
    return $insertNodeToNearestRoot(node);
  }
  anchor.replace(node);
  const next = node.getNextSibling() ?? node.insertAfter($createParagraphNode());
  if ($isElementNode(next)) next.selectStart();
  return node;
}

/**
 * Lifts the blocks out of a paragraph, splitting it around them. Lexical's HTML import wraps a column's block
 * decorators (a rule, a video, a snippet) in paragraphs, where they cannot stand.
 */
function $liftBlocks(paragraph: ParagraphNode): void {
  if (!paragraph.getChildren().some(isBlock)) return;
  let run: ParagraphNode | null = null;
  for (const child of paragraph.getChildren()) {
    if (isBlock(child)) {
      paragraph.insertBefore(child);
      run = null;
    } else {
      if (run === null) {
        run = $createParagraphNode();
        paragraph.insertBefore(run);
      }
      run.append(child);
    }
  }
  paragraph.remove();
}

/**
 * The layout that ends the document (or a column), when the caret is at the very end of one of its columns: there is
 * nowhere below to go but out of it.
 */
function $layoutLeftByArrowDown(): LayoutContainerNode | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return null;
  const { anchor } = selection;
  const node = anchor.getNode();
  const item = $findMatchingParent(node, $isLayoutItemNode);
  const container = item?.getParent();
  if (!item || !$isLayoutContainerNode(container) || container.getNextSibling() !== null) return null;
  const size = $isTextNode(node) ? node.getTextContentSize() : $isElementNode(node) ? node.getChildrenSize() : -1;
  return node.is(item.getLastDescendant()) && anchor.offset === size ? container : null;
}

/**
 * Keeps layouts well formed whatever an edit, a paste or a stored value did: a container holds only layout items
 * (anything else is put in a column of its own) and goes once it has none; an item lives in a container (outside one
 * its content takes its place) and always holds a block to type in. And a layout ending the document can be left:
 * the down arrow at the end of a column opens a paragraph after it.
 */
export function registerLayoutRules(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerCommand(
      KEY_ARROW_DOWN_COMMAND,
      (event) => {
        const container = $layoutLeftByArrowDown();
        if (!container) return false;
        event?.preventDefault();
        container.insertAfter($createParagraphNode()).selectStart();
        return true;
      },
      COMMAND_PRIORITY_LOW,
    ),
    editor.registerNodeTransform(LayoutContainerNode, (container) => {
      for (const child of container.getChildren()) {
        if ($isLayoutItemNode(child)) continue;
        const item = $createLayoutItemNode();
        child.replace(item);
        item.append(isBlock(child) ? child : $createParagraphNode().append(child));
      }
      if (container.isEmpty()) container.remove();
    }),
    editor.registerNodeTransform(LayoutItemNode, (item) => {
      if (!$isLayoutContainerNode(item.getParent())) {
        for (const child of item.getChildren()) item.insertBefore(child);
        item.remove();
        return;
      }
      for (const child of item.getChildren()) if ($isParagraphNode(child)) $liftBlocks(child);
      if (item.isEmpty()) item.append($createParagraphNode());
    }),
  );
}

/** The frame's own page around a snippet: the editor's font, no margin. */
const snippetDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;font:15px Arial,sans-serif;overflow:hidden}</style></head><body>${html}</body></html>`;

/**
 * A snippet shown in a sandboxed frame: no script runs there, whatever the cleaning missed. Same origin only so its
 * height can be read; it takes no pointer events, so a click selects the block (to delete it) instead.
 */
function SnippetFrame({ html }: { html: string }) {
  const [height, setHeight] = useState(24);
  return (
    <iframe
      sandbox="allow-same-origin"
      srcDoc={snippetDocument(html)}
      title={text.htmlSnippetBlock}
      onLoad={(event) => {
        const page = event.currentTarget.contentDocument;
        if (page) setHeight(Math.max(24, page.documentElement.scrollHeight));
      }}
      style={{ display: 'block', width: '100%', height, border: 0, pointerEvents: 'none' }}
    />
  );
}

const htmlState = createState('html', { parse: (value) => (typeof value === 'string' ? cleanSnippetHtml(value) : '') });

/**
 * An HTML snippet the user pasted (SPEC §3 'html snippet'), kept as a block: cleaned when it is created, stored as
 * <div data-lexical-html-snippet>…</div> (which the server sanitises again) and read back whole from it.
 */
export class HtmlSnippetNode extends DecoratorNode<JSX.Element> {
  override $config() {
    return this.config('html-snippet', {
      extends: DecoratorNode,
      stateConfigs: [{ flat: true, stateConfig: htmlState }],
      // The snippet's elements are its content, not the editor's: its children are not imported.
      importDOM: importBlockDiv(HTML_SNIPPET_ATTRIBUTE, (element) => ({ node: $createHtmlSnippetNode(element.innerHTML), after: () => [] })),
    });
  }

  getHtml(): string {
    return $getState(this, htmlState);
  }

  override createDOM(): HTMLElement {
    return blockDiv(HTML_SNIPPET_ATTRIBUTE);
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const element = blockDiv(HTML_SNIPPET_ATTRIBUTE);
    element.innerHTML = this.getHtml();
    return { element };
  }

  override getTextContent(): string {
    return new DOMParser().parseFromString(this.getHtml(), 'text/html').body.textContent ?? '';
  }

  override isInline(): false {
    return false;
  }

  override decorate(): JSX.Element {
    return <SnippetFrame html={this.getHtml()} />;
  }
}

export function $createHtmlSnippetNode(html: string): HtmlSnippetNode {
  return $setState($applyNodeReplacement(new HtmlSnippetNode()), htmlState, cleanSnippetHtml(html));
}

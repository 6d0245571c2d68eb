import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $getRoot,
  $insertNodes,
  $isTextNode,
  $setSelection,
  type DOMChildConversion,
  type DOMConversionMap,
  type DOMConversionOutput,
  type LexicalEditor,
  TextNode,
} from 'lexical';
import { fontFamilyOf, fontSizeOf, hexColorOf } from './editor-rules';
import { toStoredHtml } from './stored-html';

/** The inline styles of the editor (colour, background, size, font) an element of stored HTML carries. */
function editorStyleOf(element: HTMLElement): string {
  const declarations: string[] = [];
  const color = hexColorOf(element.style.color);
  if (color) declarations.push(`color: ${color}`);
  const background = hexColorOf(element.style.backgroundColor);
  if (background) declarations.push(`background-color: ${background}`);
  const size = fontSizeOf(element.style.fontSize);
  if (size !== null) declarations.push(`font-size: ${size}px`);
  const family = fontFamilyOf(element.style.fontFamily);
  if (family) declarations.push(`font-family: ${family}`);
  return declarations.join('; ');
}

/** Tags Lexical's TextNode imports (text formats); their inline styles are what Lexical alone would drop. */
const TEXT_TAGS = ['b', 'code', 'em', 'i', 'mark', 's', 'span', 'strong', 'sub', 'sup', 'u'];

function withStyle(forChild: DOMChildConversion, style: string): DOMChildConversion {
  return (child, parent) => {
    const node = forChild(child, parent);
    if ($isTextNode(node)) node.setStyle(node.getStyle() ? `${node.getStyle()}; ${style}` : style);
    return node;
  };
}

/**
 * Import rules (the editor's html.import) that keep the styles the toolbar sets — Lexical's own text import keeps
 * formats but not colours or sizes. Each wraps TextNode's importer, read when HTML is imported: TextNode's importers
 * are set up when an editor registers it.
 */
export const styleImportMap: DOMConversionMap = Object.fromEntries(
  TEXT_TAGS.map((tag) => [
    tag,
    (element: HTMLElement) => {
      const base = TextNode.importDOM?.()?.[tag]?.(element);
      if (!base) return null;
      return {
        ...base,
        conversion: (node: HTMLElement): DOMConversionOutput | null => {
          const output = base.conversion(node);
          const style = editorStyleOf(node);
          if (!output || !style || !output.forChild || output.node !== null) return output;
          return { ...output, forChild: withStyle(output.forChild, style) };
        },
      };
    },
  ]),
);

/**
 * Replaces the editor's content with stored HTML (inside an editor update). Lexical puts the page's focus where a
 * selection lies: unless the user is in the editor (`caret`: the caret goes to the end), the selection the insertion
 * needs is dropped afterwards, so that a form opening, or a value coming from the server, does not pull the focus in.
 */
export function $loadHtml(editor: LexicalEditor, html: string, caret = false): void {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const root = $getRoot();
  root.clear();
  root.select();
  $insertNodes($generateNodesFromDOM(editor, dom));
  if (caret) root.selectEnd();
  else $setSelection(null);
}

/** The editor's content as the form stores it (inside an editor read). */
export const $storedHtml = (editor: LexicalEditor): string | null => toStoredHtml($generateHtmlFromNodes(editor, null));

import { $getListDepth, $isListItemNode, $isListNode } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $createNodeSelection,
  $getNearestNodeFromDOMNode,
  $getSelection,
  $isDecoratorNode,
  $isElementNode,
  $isNodeSelection,
  $isRangeSelection,
  $setSelection,
  BLUR_COMMAND,
  CLICK_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_LOW,
  HISTORY_MERGE_TAG,
  INDENT_CONTENT_COMMAND,
  type ElementNode,
  type NodeKey,
  isDOMNode,
} from 'lexical';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { registerLayoutRules } from './editor-block-nodes';
import { $loadHtml, $storedHtml } from './editor-html';
import { EDITOR_CHANGE_DELAY_MS, MAX_INDENT_DEPTH } from './editor-rules';

/** How deep an indent would take the selected blocks: list nesting for list items, the indent of other blocks. */
function $depthAfterIndent(): number {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return 0;
  const nodes = selection.getNodes();
  const blocks = new Set<ElementNode>(
    (nodes.length > 0 ? nodes : [selection.anchor.getNode()]).map((node) => ($isElementNode(node) ? node : node.getParentOrThrow())),
  );
  let depth = 0;
  for (const block of blocks) {
    const list = $isListNode(block) ? block : $isListItemNode(block) ? block.getParent() : null;
    depth = Math.max(depth, $isListNode(list) ? $getListDepth(list) + 1 : block.getIndent() + 1);
  }
  return depth;
}

/** SPEC §5: lists (and indented blocks) nest at most 7 levels deep. */
export function MaxIndentPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.registerCommand(INDENT_CONTENT_COMMAND, () => $depthAfterIndent() > MAX_INDENT_DEPTH, COMMAND_PRIORITY_CRITICAL), [editor]);
  return null;
}

export function EditablePlugin({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(editable), [editor, editable]);
  return null;
}

/**
 * Keeps the editor and the form's value in step. Edits reach the form 1000 ms after typing stops, at once when the
 * editor loses focus, and when it unmounts (a tab change) — SPEC §4 'Editor', §9. A value coming from the form (a
 * reload, a restored draft) replaces the content, unless it is the editor's own echo.
 */
export function ValueSyncPlugin({ value, onChange, delay = EDITOR_CHANGE_DELAY_MS }: { value: string; onChange(html: string | null): void; delay?: number }) {
  const [editor] = useLexicalComposerContext();
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const known = useRef<string>(value);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const emit = () => {
      if (pending.current === null) return;
      clearTimeout(pending.current);
      pending.current = null;
      const html = editor.read(() => $storedHtml(editor));
      if ((html ?? '') === known.current) return;
      known.current = html ?? '';
      onChangeRef.current(html);
    };
    const stop = mergeRegister(
      editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, tags }) => {
        if ((dirtyElements.size === 0 && dirtyLeaves.size === 0) || tags.has(HISTORY_MERGE_TAG)) return;
        if (pending.current !== null) clearTimeout(pending.current);
        pending.current = setTimeout(emit, delay);
      }),
      editor.registerCommand(
        BLUR_COMMAND,
        () => {
          emit();
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
    return () => {
      stop();
      emit();
    };
  }, [editor, delay]);

  useEffect(() => {
    if (value === known.current) return;
    // The form's value wins over edits not yet sent: it was set after them.
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    known.current = value;
    const focused = editor.getRootElement()?.contains(document.activeElement) ?? false;
    editor.update(() => $loadHtml(editor, value, focused), { tag: HISTORY_MERGE_TAG });
  }, [editor, value]);
  return null;
}

/** Keeps layouts well formed (registerLayoutRules). */
export function LayoutPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerLayoutRules(editor), [editor]);
  return null;
}

/** The class a selected block (a rule, an HTML snippet) gets. */
export const SELECTED_BLOCK_CLASS = 'rte-selected';

/**
 * A click on a block that holds no text (a horizontal rule, an HTML snippet) selects it, which shows, so that
 * Backspace or Delete removes it as in any editor.
 */
export function BlockSelectionPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    let marked: HTMLElement[] = [];
    return mergeRegister(
      editor.registerCommand(
        CLICK_COMMAND,
        (event) => {
          const node = isDOMNode(event.target) ? $getNearestNodeFromDOMNode(event.target) : null;
          if (!$isDecoratorNode(node) || node.isInline()) return false;
          const selection = $createNodeSelection();
          selection.add(node.getKey());
          $setSelection(selection);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerUpdateListener(({ editorState }) => {
        const keys = editorState.read((): NodeKey[] => {
          const selection = $getSelection();
          return $isNodeSelection(selection) ? selection.getNodes().map((node) => node.getKey()) : [];
        });
        for (const element of marked) element.classList.remove(SELECTED_BLOCK_CLASS);
        marked = keys.map((key) => editor.getElementByKey(key)).filter((element) => element !== null);
        for (const element of marked) element.classList.add(SELECTED_BLOCK_CLASS);
      }),
    );
  }, [editor]);
  return null;
}

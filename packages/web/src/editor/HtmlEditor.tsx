import { type SelectOption, messages } from '@ossature/contract';
import { HorizontalRuleNode } from '@lexical/extension';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { type InitialConfigType, LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { Box } from '@mui/material';
import { useState } from 'react';
import { EditorToolbar, DEFAULT_FONT } from './EditorToolbar';
import { HtmlSnippetNode, LayoutContainerNode, LayoutItemNode } from './editor-block-nodes';
import { $loadHtml, styleImportMap } from './editor-html';
import { ImageNode, MentionNode, VariableNode, YouTubeNode } from './editor-nodes';
import { BlockSelectionPlugin, EditablePlugin, LayoutPlugin, MaxIndentPlugin, SELECTED_BLOCK_CLASS, ValueSyncPlugin } from './editor-plugins';
import { FONT_SIZE_DEFAULT, isAcceptedLinkUrl } from './editor-rules';
import { MentionsPlugin, VariablesPlugin } from './TypeaheadPlugins';

/** Theme classes: formats Lexical renders as spans get their look from the editor's styles below. */
const THEME: InitialConfigType['theme'] = {
  text: { underline: 'rte-underline', strikethrough: 'rte-strike', underlineStrikethrough: 'rte-underline-strike' },
  list: { nested: { listitem: 'rte-nested' } },
  link: 'rte-link',
};

export interface HtmlEditorProps {
  value: string;
  onChange(html: string | null): void;
  readOnly: boolean;
  /** Accessible name of the text area: the field's label. */
  label: string;
  id: string;
  /** Variables offered after '{' (the field's values). */
  variables: SelectOption[];
  error?: boolean;
  /** How long after typing stops a change is sent (SPEC §9: 1000 ms in forms, 500 ms for a comment's autosave). */
  changeDelay?: number;
  /** Height of the empty editing area, in pixels. */
  minHeight?: number;
}

/**
 * The rich-text editor of html fields (Lexical): SPEC §5 'Editor' and §9. Stored HTML in, stored HTML out; the server
 * sanitises what it receives with an allowlist matching what this editor produces.
 */
export function HtmlEditor({ value, onChange, readOnly, label, id, variables, error, changeDelay, minHeight = 160 }: HtmlEditorProps) {
  // The initial configuration is read once, on mount.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'ossature-html',
    nodes: [
      HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, ImageNode, YouTubeNode, MentionNode, VariableNode,
      // Lexical's own rule (@lexical/extension); the toolbar inserts it, BlockSelectionPlugin selects it on a click.
      HorizontalRuleNode, LayoutContainerNode, LayoutItemNode, HtmlSnippetNode,
    ],
    html: { import: styleImportMap },
    theme: THEME,
    editable: !readOnly,
    editorState: (editor) => $loadHtml(editor, value),
    onError: (failure) => {
      throw failure;
    },
  }));
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          position: 'relative',
          '& .rte-underline': { textDecoration: 'underline' },
          '& .rte-strike': { textDecoration: 'line-through' },
          '& .rte-underline-strike': { textDecoration: 'underline line-through' },
          '& .rte-nested': { listStyleType: 'none' },
          '& [data-lexical-mention], & [data-lexical-variable]': { bgcolor: 'action.selected', borderRadius: 0.5, px: 0.25 },
          // A rule easy to click: a thin line in a taller box.
          '& hr': { border: 0, height: 2, py: '6px', my: 1, bgcolor: 'divider', backgroundClip: 'content-box', cursor: 'pointer' },
          '& [data-lexical-layout-container]': { gap: 1, my: 1 },
          '& [data-lexical-layout-item]': { minWidth: 0, px: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 0.5 },
          '& [data-lexical-html-snippet]': { my: 1, p: 0.5, border: 1, borderStyle: 'dashed', borderColor: 'divider', cursor: 'pointer' },
          [`& .${SELECTED_BLOCK_CLASS}`]: { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        {!readOnly && <EditorToolbar />}
        <Box sx={{ position: 'relative', fontFamily: DEFAULT_FONT, fontSize: FONT_SIZE_DEFAULT }}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                aria-label={label}
                aria-placeholder={messages.formScreen.editorPlaceholder}
                placeholder={
                  // Secondary, not disabled grey: a placeholder is read too, at 4.5:1.
                  <Box sx={{ position: 'absolute', top: 0, left: 0, p: 1.5, color: 'text.secondary', pointerEvents: 'none' }}>
                    {messages.formScreen.editorPlaceholder}
                  </Box>
                }
                style={{ minHeight: readOnly ? 0 : minHeight, padding: 12, outline: 'none' }}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAcceptedLinkUrl} />
        <MaxIndentPlugin />
        <LayoutPlugin />
        {!readOnly && <BlockSelectionPlugin />}
        <EditablePlugin editable={!readOnly} />
        <ValueSyncPlugin value={value} onChange={onChange} delay={changeDelay} />
        {!readOnly && <MentionsPlugin />}
        {!readOnly && variables.length > 0 && <VariablesPlugin variables={variables} />}
      </Box>
    </LexicalComposer>
  );
}

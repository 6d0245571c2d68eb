import { messages } from '@ossature/contract';
import { $createHorizontalRuleNode } from '@lexical/extension';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $isHeadingNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty, $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  type LexicalNode,
  OUTDENT_CONTENT_COMMAND,
  REDO_COMMAND,
  type TextFormatType,
  UNDO_COMMAND,
} from 'lexical';
import Add from '@mui/icons-material/Add';
import Code from '@mui/icons-material/Code';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatColorText from '@mui/icons-material/FormatColorText';
import FormatIndentDecrease from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncrease from '@mui/icons-material/FormatIndentIncrease';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import Image from '@mui/icons-material/Image';
import InsertEmoticon from '@mui/icons-material/InsertEmoticon';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Remove from '@mui/icons-material/Remove';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Undo from '@mui/icons-material/Undo';
import ViewColumn from '@mui/icons-material/ViewColumn';
import YouTube from '@mui/icons-material/YouTube';
import { Autocomplete, Box, Divider, IconButton, Menu, MenuItem, Select, TextField, Tooltip } from '@mui/material';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNotify } from '../ui/notifications';
import { fileUrl, uploadStoredFile } from '../files/stored-files';
import { ColorPicker } from './ColorPicker';
import { $createHtmlSnippetNode, $createLayout, $insertBlock, $isLayoutItemNode } from './editor-block-nodes';
import { $createImageNode, $createYouTubeNode } from './editor-nodes';
import { EmojiPicker } from './EmojiPicker';
import {
  EDITOR_FONTS,
  FONT_SIZE_CHOICES,
  FONT_SIZE_DEFAULT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  clampFontSize,
  fontFamilyOf,
  fontSizeOf,
  LAYOUT_TEMPLATES,
  type LayoutTemplate,
  hexColorOf,
  linkUrlOf,
} from './editor-rules';
import { HtmlSnippetDialog, ImageDialog, LinkDialog, YouTubeDialog } from './InsertDialogs';

const text = messages.formRich;

type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3' | 'bullet' | 'number';
const HEADINGS = [
  ['paragraph', text.paragraph],
  ['h1', text.heading1],
  ['h2', text.heading2],
  ['h3', text.heading3],
] as const;

export const DEFAULT_FONT = EDITOR_FONTS[0];
const DEFAULT_COLOR = '#000000';

interface SelectionState {
  formats: Record<'bold' | 'italic' | 'underline' | 'strikethrough', boolean>;
  blockType: BlockType;
  fontSize: number;
  fontFamily: string;
  color: string;
  link: string | null;
  /** Inside a column of a layout, where no other layout goes. */
  inLayout: boolean;
}

const NO_SELECTION: SelectionState = {
  formats: { bold: false, italic: false, underline: false, strikethrough: false },
  blockType: 'paragraph',
  fontSize: FONT_SIZE_DEFAULT,
  fontFamily: DEFAULT_FONT,
  color: DEFAULT_COLOR,
  link: null,
  inLayout: false,
};

const isTopLevel = (node: LexicalNode) => {
  const parent = node.getParent();
  return parent !== null && $isRootOrShadowRoot(parent);
};

/** What the toolbar shows for the current selection: active formats, block, size, font, colour, link. */
function $selectionState(): SelectionState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_SELECTION;
  const anchor = selection.anchor.getNode();
  const block = $isRootOrShadowRoot(anchor) ? null : $findMatchingParent(anchor, isTopLevel);
  let blockType: BlockType = 'paragraph';
  if ($isListNode(block)) blockType = ($getNearestNodeOfType(anchor, ListNode) ?? block).getListType() === 'number' ? 'number' : 'bullet';
  else if ($isHeadingNode(block)) {
    const tag = block.getTag();
    if (tag === 'h1' || tag === 'h2' || tag === 'h3') blockType = tag;
  }
  return {
    formats: {
      bold: selection.hasFormat('bold'),
      italic: selection.hasFormat('italic'),
      underline: selection.hasFormat('underline'),
      strikethrough: selection.hasFormat('strikethrough'),
    },
    blockType,
    fontSize: fontSizeOf($getSelectionStyleValueForProperty(selection, 'font-size', `${FONT_SIZE_DEFAULT}px`)) ?? FONT_SIZE_DEFAULT,
    fontFamily: fontFamilyOf($getSelectionStyleValueForProperty(selection, 'font-family', DEFAULT_FONT)) ?? DEFAULT_FONT,
    color: hexColorOf($getSelectionStyleValueForProperty(selection, 'color', DEFAULT_COLOR)) ?? DEFAULT_COLOR,
    link: $findMatchingParent(anchor, $isLinkNode)?.getURL() ?? null,
    inLayout: $findMatchingParent(anchor, $isLayoutItemNode) !== null,
  };
}

function ToolButton({ label, active, disabled, onClick, children }: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(event: MouseEvent<HTMLElement>): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          // The editor keeps its focus and selection: the button acts on them.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

type OpenDialog = 'link' | 'image' | 'youtube' | 'snippet' | null;

/** The columns a layout template draws, for the layout menu. */
function LayoutSketch({ template }: { template: LayoutTemplate }) {
  return (
    <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: template, gap: '3px', width: 36, height: 18, mr: 1.5 }}>
      {template.split(' ').map((column, index) => (
        <Box key={`${column}-${index}`} sx={{ border: 1, borderColor: 'text.secondary', borderRadius: 0.25 }} />
      ))}
    </Box>
  );
}

/**
 * SPEC §5 'Editor' toolbar: formats, headings, lists and indent, font, size, colour, link, image, YouTube video; and
 * the embedded blocks of SPEC §3: horizontal rule, column layout, emoji, HTML snippet.
 */
export function EditorToolbar() {
  const [editor] = useLexicalComposerContext();
  const notify = useNotify();
  const [state, setState] = useState<SelectionState>(NO_SELECTION);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [typedSize, setTypedSize] = useState(String(FONT_SIZE_DEFAULT));
  const [colorAnchor, setColorAnchor] = useState<HTMLElement | null>(null);
  const [layoutAnchor, setLayoutAnchor] = useState<HTMLElement | null>(null);
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read($selectionState, { editor });
          setState(next);
          setTypedSize(String(next.fontSize));
        }),
        editor.registerCommand(CAN_UNDO_COMMAND, (payload) => (setCanUndo(payload), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (payload) => (setCanRedo(payload), false), COMMAND_PRIORITY_LOW),
      ),
    [editor],
  );

  const patchStyle = useCallback(
    (style: Record<string, string>) =>
      editor.update(() => {
        const selection = $getSelection();
        if (selection) $patchStyleText(selection, style);
      }),
    [editor],
  );
  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);
  const setBlock = (type: BlockType) => {
    if (type === 'bullet' || type === 'number') {
      const command = type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND;
      if (state.blockType === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      else editor.dispatchCommand(command, undefined);
      return;
    }
    editor.update(() => {
      const selection = $getSelection();
      if (selection) $setBlocksType(selection, () => (type === 'paragraph' ? $createParagraphNode() : $createHeadingNode(type)));
    });
  };
  const applySize = (size: number) => {
    const bounded = clampFontSize(Number.isFinite(size) ? size : state.fontSize);
    setTypedSize(String(bounded));
    patchStyle({ 'font-size': `${bounded}px` });
  };
  const closeDialog = () => {
    setDialog(null);
    editor.focus();
  };
  const insertBlock = (create: () => LexicalNode) => editor.update(() => $insertBlock(create()));
  const insertLayout = (template: LayoutTemplate) => {
    setLayoutAnchor(null);
    editor.update(() => {
      // The caret goes to the first column, ready to type.
      $insertBlock($createLayout(template)).selectStart();
    });
    editor.focus();
  };
  const insertEmoji = (emoji: string) => {
    setEmojiAnchor(null);
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) selection.insertText(emoji);
    });
    editor.focus();
  };
  const insertImage = async ({ url, file, alt }: { url: string; file: File | null; alt: string }) => {
    let src = url;
    if (file) {
      try {
        src = fileUrl((await uploadStoredFile(file)).id);
      } catch {
        notify({ message: messages.formScreen.uploadYourFileFailed, severity: 'error' });
        return;
      }
    } else if (!/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(src)) {
      src = `https://${src}`;
    }
    editor.update(() => $insertNodes([$createImageNode(src, alt)]));
    closeDialog();
  };

  const formatButtons = [
    ['bold', text.bold, <FormatBold key="b" />],
    ['italic', text.italic, <FormatItalic key="i" />],
    ['underline', text.underline, <FormatUnderlined key="u" />],
    ['strikethrough', text.strikethrough, <StrikethroughS key="s" />],
  ] as const;

  return (
    <Box
      role="toolbar"
      aria-label={text.editorToolbar}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <ToolButton label={text.undo} disabled={!canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton label={text.redo} disabled={!canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
        <Redo fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <Select
        size="small"
        value={state.blockType === 'bullet' || state.blockType === 'number' ? 'paragraph' : state.blockType}
        onChange={(event) => setBlock(event.target.value as BlockType)}
        inputProps={{ 'aria-label': text.blockType }}
        sx={{ minWidth: 130, '& .MuiSelect-select': { py: 0.5 } }}
      >
        {HEADINGS.map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </Select>
      <Select
        size="small"
        value={state.fontFamily}
        onChange={(event) => patchStyle({ 'font-family': event.target.value })}
        inputProps={{ 'aria-label': text.fontFamily }}
        sx={{ minWidth: 130, '& .MuiSelect-select': { py: 0.5 } }}
      >
        {EDITOR_FONTS.map((font) => (
          <MenuItem key={font} value={font} sx={{ fontFamily: font }}>
            {font}
          </MenuItem>
        ))}
      </Select>
      <ToolButton label={text.fontSizeDown} disabled={state.fontSize <= FONT_SIZE_MIN} onClick={() => applySize(state.fontSize - 1)}>
        <Remove fontSize="small" />
      </ToolButton>
      <Autocomplete
        freeSolo
        disableClearable
        size="small"
        options={FONT_SIZE_CHOICES}
        // The list offers every size whatever is typed: it is a shortcut, not a search.
        filterOptions={(choices) => choices}
        inputValue={typedSize}
        onInputChange={(_event, typed, reason) => reason === 'input' && setTypedSize(typed.replace(/\D/g, '').slice(0, 2))}
        onChange={(_event, chosen) => {
          applySize(Number(chosen));
          editor.focus();
        }}
        onBlur={() => typedSize !== String(state.fontSize) && applySize(Number(typedSize))}
        slotProps={{ listbox: { 'aria-label': text.fontSize } }}
        sx={{ width: 72 }}
        renderInput={(params) => (
          <TextField
            {...params}
            slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': text.fontSize, inputMode: 'numeric', style: { textAlign: 'center' } } }}
          />
        )}
      />
      <ToolButton label={text.fontSizeUp} disabled={state.fontSize >= FONT_SIZE_MAX} onClick={() => applySize(state.fontSize + 1)}>
        <Add fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      {formatButtons.map(([type, label, icon]) => (
        <ToolButton key={type} label={label} active={state.formats[type]} onClick={() => format(type)}>
          {icon}
        </ToolButton>
      ))}
      <ToolButton label={text.textColor} onClick={(event) => setColorAnchor(event.currentTarget)}>
        <FormatColorText fontSize="small" sx={{ color: state.color }} />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={text.bulletList} active={state.blockType === 'bullet'} onClick={() => setBlock('bullet')}>
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton label={text.numberedList} active={state.blockType === 'number'} onClick={() => setBlock('number')}>
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <ToolButton label={text.outdent} onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}>
        <FormatIndentDecrease fontSize="small" />
      </ToolButton>
      <ToolButton label={text.indent} onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}>
        <FormatIndentIncrease fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={text.link} active={state.link !== null} onClick={() => setDialog('link')}>
        <InsertLink fontSize="small" />
      </ToolButton>
      <ToolButton label={text.image} onClick={() => setDialog('image')}>
        <Image fontSize="small" />
      </ToolButton>
      <ToolButton label={text.youtube} onClick={() => setDialog('youtube')}>
        <YouTube fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={text.horizontalRule} onClick={() => insertBlock($createHorizontalRuleNode)}>
        <HorizontalRule fontSize="small" />
      </ToolButton>
      <ToolButton label={text.layout} disabled={state.inLayout} onClick={(event) => setLayoutAnchor(event.currentTarget)}>
        <ViewColumn fontSize="small" />
      </ToolButton>
      <ToolButton label={text.emoji} onClick={(event) => setEmojiAnchor(event.currentTarget)}>
        <InsertEmoticon fontSize="small" />
      </ToolButton>
      <ToolButton label={text.htmlSnippet} onClick={() => setDialog('snippet')}>
        <Code fontSize="small" />
      </ToolButton>

      {colorAnchor && (
        <ColorPicker
          anchor={colorAnchor}
          color={state.color}
          onClose={() => setColorAnchor(null)}
          onPick={(color) => {
            patchStyle({ color });
            setColorAnchor(null);
          }}
        />
      )}
      <Menu
        open={layoutAnchor !== null}
        anchorEl={layoutAnchor}
        onClose={() => setLayoutAnchor(null)}
        slotProps={{ list: { 'aria-label': text.layout } }}
      >
        {LAYOUT_TEMPLATES.map((template) => (
          <MenuItem key={template} onClick={() => insertLayout(template)}>
            <LayoutSketch template={template} />
            {text.layoutTemplates[template]}
          </MenuItem>
        ))}
      </Menu>
      {emojiAnchor && <EmojiPicker anchor={emojiAnchor} onClose={() => setEmojiAnchor(null)} onPick={insertEmoji} />}
      {dialog === 'link' && (
        <LinkDialog
          url={state.link}
          onCancel={closeDialog}
          onApply={(typed) => {
            editor.dispatchCommand(TOGGLE_LINK_COMMAND, linkUrlOf(typed));
            closeDialog();
          }}
        />
      )}
      {dialog === 'image' && <ImageDialog onCancel={closeDialog} onInsert={insertImage} />}
      {dialog === 'youtube' && (
        <YouTubeDialog
          onCancel={closeDialog}
          onInsert={(videoId) => {
            editor.update(() => $insertNodes([$createYouTubeNode(videoId)]));
            closeDialog();
          }}
        />
      )}
      {dialog === 'snippet' && (
        <HtmlSnippetDialog
          onCancel={closeDialog}
          onInsert={(html) => {
            insertBlock(() => $createHtmlSnippetNode(html));
            closeDialog();
          }}
        />
      )}
    </Box>
  );
}

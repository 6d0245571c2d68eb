import { type SideToolName, messages } from '@ossature/contract';
import AttachFile from '@mui/icons-material/AttachFile';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import History from '@mui/icons-material/History';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { IconButton, Paper, Stack, Tooltip } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { PANEL_MIN_TOP, clampTop, storeTop, storedTop } from './panel-position';

const text = messages.sideTools;
/** The tools the panel opens with a plain button; the status chip and the validation button are shown apart. */
export type DrawerTool = Exclude<SideToolName, 'workflow' | 'validation'>;
export const DRAWER_TOOLS: readonly SideToolName[] = ['comments', 'documents', 'tasks', 'history'];
export const isDrawerTool = (tool: SideToolName): tool is DrawerTool => DRAWER_TOOLS.includes(tool);

const ICONS: Record<DrawerTool, ReactElement> = { comments: <ChatBubbleOutline />, documents: <AttachFile />, tasks: <TaskAlt />, history: <History /> };
/** A key press moves the panel by this much. */
const KEY_STEP = 20;

interface ToolsPanelProps {
  tools: DrawerTool[];
  /** Under the drawers' buttons: the validation button and the watcher toggle. */
  children?: ReactNode;
  open: SideToolName | null;
  onOpen(tool: SideToolName): void;
}

/**
 * SPEC §2 'Right tools panel': a strip of buttons on the right edge, one per drawer, which the user drags up or down
 * by its handle (or moves with the arrow keys on it); where they leave it is kept.
 */
export function ToolsPanel({ tools, open, onOpen, children }: ToolsPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(() => storedTop() ?? 160);
  const drag = useRef<{ pointerY: number; top: number } | null>(null);
  const place = (wanted: number) => {
    const next = clampTop(wanted, panel.current?.offsetHeight ?? 0, window.innerHeight);
    setTop(next);
    return next;
  };
  // The stored place may be below a smaller window: brought back into it.
  useLayoutEffect(() => {
    setTop((current) => clampTop(current, panel.current?.offsetHeight ?? 0, window.innerHeight));
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerY: event.clientY, top };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current) place(drag.current.top + event.clientY - drag.current.pointerY);
  };
  const onPointerUp = () => {
    if (drag.current) storeTop(top);
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowUp: -KEY_STEP, ArrowDown: KEY_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    storeTop(place(top + step));
  };

  return (
    <Paper
      ref={panel}
      elevation={3}
      component="nav"
      aria-label={text.panel}
      sx={{ position: 'fixed', right: 0, top: Math.max(top, PANEL_MIN_TOP), zIndex: (theme) => theme.zIndex.appBar - 1, borderRadius: '8px 0 0 8px', py: 0.5 }}
    >
      <Stack>
        <Tooltip title={text.move} placement="left">
          <IconButton
            size="small"
            aria-label={text.move}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={onKeyDown}
            sx={{ cursor: 'ns-resize', touchAction: 'none', borderRadius: 1 }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        </Tooltip>
        {tools.map((tool) => (
          <Tooltip key={tool} title={text[tool]} placement="left">
            <IconButton aria-label={text[tool]} aria-pressed={open === tool} color={open === tool ? 'primary' : 'default'} onClick={() => onOpen(tool)}>
              {ICONS[tool]}
            </IconButton>
          </Tooltip>
        ))}
        {children}
      </Stack>
    </Paper>
  );
}

import { type ListColumn, formatMessage, messages } from '@ossature/contract';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { Box, Button, Checkbox, Drawer, IconButton, Link, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { orderedColumns } from '../state/list-configuration';
import type { ColumnChoices } from '../state/list-query';

const text = messages.listScreen;

export interface ColumnDrawerProps {
  open: boolean;
  columns: readonly ListColumn[];
  choices: ColumnChoices;
  onChange(choices: ColumnChoices): void;
  onClose(): void;
}

function SortableColumn({ column, hidden, last, onToggle }: { column: ListColumn; hidden: boolean; last: boolean; onToggle(): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: column.name });
  return (
    <ListItem
      ref={setNodeRef}
      dense
      sx={{ transform: CSS.Transform.toString(transform), transition, bgcolor: isDragging ? 'action.selected' : undefined, zIndex: isDragging ? 1 : undefined }}
      secondaryAction={
        <IconButton
          ref={setActivatorNodeRef}
          edge="end"
          size="small"
          aria-label={formatMessage(text.moveColumn, { label: column.label })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Checkbox edge="start" size="small" checked={!hidden} disabled={last} onChange={onToggle} slotProps={{ input: { 'aria-label': column.label } }} />
      </ListItemIcon>
      <ListItemText primary={column.label} />
    </ListItem>
  );
}

/**
 * SPEC §2 column drawer, from the right: a checkbox per column to show or hide it, and its order by drag and drop —
 * with the mouse, or from the keyboard (Space or Enter on the handle, arrows, Space to drop, Escape to cancel), every
 * step announced in French to screen readers. The order is reset to the list's own by 'Réinitialiser l'ordre'.
 */
export function ColumnDrawer({ open, columns, choices, onChange, onClose }: ColumnDrawerProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ordered = orderedColumns(columns, choices.order);
  const names = ordered.map((column) => column.name);
  const hidden = new Set(choices.hidden);
  const labelOf = (id: string | number) => columns.find((column) => column.name === id)?.label ?? String(id);
  const positionOf = (id: string | number | undefined) => ({ position: names.indexOf(String(id)) + 1, count: names.length });
  // The sensor reports the column over its own place as soon as it is picked up: that would cut the instructions short.
  const moved = useRef(false);
  // While a column is carried, Escape is the drag's (it puts the column back): the drawer must not take it to close.
  const [carrying, setCarrying] = useState(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return formatMessage(text.dragStart, { label: labelOf(active.id), ...positionOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return formatMessage(text.dragOver, { label: labelOf(active.id), ...positionOf(over.id) });
    },
    onDragEnd: ({ active, over }) => (over ? formatMessage(text.dragEnd, { label: labelOf(active.id), ...positionOf(over.id) }) : undefined),
    onDragCancel: ({ active }) => formatMessage(text.dragCancel, { label: labelOf(active.id) }),
  };

  const toggle = (name: string) => onChange({ ...choices, hidden: hidden.has(name) ? choices.hidden.filter((other) => other !== name) : [...choices.hidden, name] });
  const move = ({ active, over }: DragEndEvent) => {
    setCarrying(false);
    if (!over || active.id === over.id) return;
    onChange({ ...choices, order: arrayMove(names, names.indexOf(String(active.id)), names.indexOf(String(over.id))) });
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose} disableEscapeKeyDown={carrying} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } }, role: 'dialog', 'aria-labelledby': 'list-columns-title' } }}>
      <Stack sx={{ p: 2, gap: 1, height: '100%' }}>
        <Typography id="list-columns-title" variant="h6" component="h2">
          {text.columns}
        </Typography>
        <Typography variant="body2">{text.columnsHelp}</Typography>
        <Typography variant="body2">{text.columnsOrderHelp}</Typography>
        <Box>
          <Link component="button" type="button" variant="body2" onClick={() => onChange({ ...choices, order: [] })}>
            {text.resetOrder}
          </Link>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragStart={() => setCarrying(true)}
            onDragEnd={move}
            onDragCancel={() => setCarrying(false)}
            accessibility={{ announcements, screenReaderInstructions: { draggable: text.dragInstructions } }}
          >
            <SortableContext items={names} strategy={verticalListSortingStrategy}>
              <List aria-label={text.columns}>
                {ordered.map((column) => (
                  <SortableColumn
                    key={column.name}
                    column={column}
                    hidden={hidden.has(column.name)}
                    // The table keeps one column at least.
                    last={!hidden.has(column.name) && names.filter((name) => !hidden.has(name)).length === 1}
                    onToggle={() => toggle(column.name)} />
                ))}
              </List>
            </SortableContext>
          </DndContext>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Button onClick={onClose}>{text.close}</Button>
        </Box>
      </Stack>
    </Drawer>
  );
}

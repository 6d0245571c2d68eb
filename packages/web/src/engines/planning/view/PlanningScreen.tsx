import { type CalendarEvent, encodeParams, formatDate, formatMessage, messages } from '@ossature/contract';
import { type Announcements, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormDialog } from '../../../ui/form-dialog-slot';
import type { PlanningController } from '../state/use-planning-controller';
import { EventDetail } from './EventDetail';
import { ItemView } from './ItemView';
import { MonthView } from './MonthView';
import { PlanningExports } from './PlanningExports';
import { PlanningFilters } from './PlanningFilters';
import { PlanningToolbar } from './PlanningToolbar';
import { TimeGridView } from './TimeGridView';
import { type CreateAt, CreateAtContext } from './DropCell';
import { cellUnderCard, nextCellCoordinates } from './keyboard-drag';
import { createdValues } from '../state/planning-layout';

const text = messages.planning;

type Dragged = { event: CalendarEvent; resize?: boolean } | undefined;
type Target = { date: string; hour?: number } | undefined;
const titleOf = (data: unknown) => (data as Dragged)?.event.title ?? '';
const dateOf = (data: unknown) => {
  const target = data as Target;
  return target ? `${formatDate('date', target.date)}${target.hour !== undefined ? ` ${String(target.hour).padStart(2, '0')} h` : ''}` : '';
};

/** What a screen reader hears while a card is dragged (dnd-kit's live region), in French. */
const announcements: Announcements = {
  onDragStart: ({ active }) => formatMessage(text.dragStart, { title: titleOf(active.data.current) }),
  onDragOver: ({ over }) => (over ? formatMessage(text.dragOver, { date: dateOf(over.data.current) }) : undefined),
  onDragEnd: ({ active, over }) => (over ? formatMessage(text.dragEnd, { title: titleOf(active.data.current), date: dateOf(over.data.current) }) : text.dragCancel),
  onDragCancel: () => text.dragCancel,
};

/**
 * SPEC §2 'Planning calendar': Jour, Semaine, Mois and the grouped-by-item mode; previous/next with the year; the
 * filter popover; a card opens its detail, then its form in a dialog. Beyond the spec, a card is dragged to another
 * day or hour (pointer or keyboard) and saved through its form, refused if someone changed the record meanwhile.
 */
export function PlanningScreen({ planning: controller }: { planning: PlanningController }) {
  const { planning, query } = controller;
  const FormDialog = useFormDialog();
  const [detail, setDetail] = useState<{ event: CalendarEvent; anchor: HTMLElement } | null>(null);
  const [dialog, setDialog] = useState<{ params: string | undefined; title: string } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: nextCellCoordinates }));
  if (!planning) return null;
  const { configuration } = planning;
  const draggable = configuration.can_update;
  // An event's end can be dragged when it has an end field of its own.
  const resizable = draggable && configuration.end_field !== null;
  const open = (event: CalendarEvent, anchor: HTMLElement) => setDetail({ event, anchor });
  // A day's date opens that day; the arrows past a span's edges show the neighbouring span, in the same scale.
  const openDay = (date: string) => controller.show('day', date);
  const leave = (date: string) => controller.show(configuration.scale, date);
  // A double click on a free day or hour opens the form of a new event there (a page params' values are its defaults).
  const createAt: CreateAt | null = configuration.can_create
    ? (at) =>
        setDialog({
          params: encodeParams(createdValues({ start: configuration.start_field, end: configuration.end_field, item: configuration.item_field, timed: configuration.timed }, at)),
          title: configuration.title,
        })
    : null;
  const dropped = ({ active, over }: DragEndEvent) => {
    const dragged = active.data.current as Dragged;
    const target = over?.data.current as Target;
    if (!dragged || !target) return;
    if (dragged.resize) void controller.resize(dragged.event, target.date, target.hour);
    else void controller.move(dragged.event, target.date, target.hour);
  };
  return (
    <Box component="section" aria-labelledby="planning-title">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="planning-title" variant="h5" component="h1">
          {configuration.title}
        </Typography>
        {configuration.can_create && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ params: undefined, title: configuration.title })}>
            {text.create}
          </Button>
        )}
      </Stack>
      <PlanningToolbar planning={planning} scale={query.scale} onScale={controller.setScale} onGo={controller.goTo}>
        <PlanningFilters filters={configuration.filters} values={query.filters} onChange={controller.setFilter} onClear={controller.clearFilters} />
        <PlanningExports planning={planning} />
      </PlanningToolbar>
      {planning.error && <Alert severity="warning">{planning.error}</Alert>}
      {(draggable || createAt) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {[draggable ? text.dragHint : '', createAt ? text.createHint : ''].filter(Boolean).join(' ')}
        </Typography>
      )}
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{controller.loading && <LinearProgress aria-label={text.loading} />}</Box>
        <CreateAtContext.Provider value={createAt}>
          <DndContext
            sensors={sensors}
            collisionDetection={cellUnderCard}
            onDragEnd={dropped}
            accessibility={{ announcements, screenReaderInstructions: { draggable: text.dragHint } }}
          >
            {configuration.scale === 'month' ? (
              <MonthView planning={planning} draggable={draggable} resizable={resizable} onOpen={open} onDay={openDay} onLeave={leave} />
            ) : configuration.scale === 'item' ? (
              <ItemView planning={planning} draggable={draggable} resizable={resizable} onOpen={open} onDay={openDay} onLeave={leave} />
            ) : (
              <TimeGridView planning={planning} draggable={draggable} resizable={resizable} onOpen={open} onDay={openDay} onLeave={leave} />
            )}
          </DndContext>
        </CreateAtContext.Provider>
      </Paper>
      {detail && (
        <EventDetail
          event={detail.event}
          anchor={detail.anchor}
          canUpdate={configuration.can_update}
          canDelete={configuration.can_delete}
          onClose={() => setDetail(null)}
          onEdit={() => {
            setDialog({ params: encodeParams({ id: detail.event.object_id }), title: detail.event.form_title });
            setDetail(null);
          }}
          onDelete={() => {
            void controller.remove(detail.event);
            setDetail(null);
          }}
        />
      )}
      {dialog && (
        <FormDialog
          form={configuration.form}
          params={dialog.params}
          title={dialog.title}
          leaveQuestion={text.leaveWithChanges}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            controller.reload();
          }}
          onDeleted={controller.reload}
        />
      )}
    </Box>
  );
}

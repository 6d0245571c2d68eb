import { type Task, encodeParams, formatMessage, messages } from '@ossature/contract';
import { Link as RouterLink } from 'react-router';
import Delete from '@mui/icons-material/Delete';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Checkbox, Chip, Collapse, IconButton, Link, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { useEffect, useRef, useState } from 'react';
import { ColleaguePicker } from './ColleaguePicker';
import { type TaskDraft, sameDraft } from './task-draft';

const text = messages.task;
/** SPEC §9: a ticked task is completed after 5 s; ticking again meanwhile cancels. */
export const TASK_COMPLETION_DELAY_MS = 5000;

const day = (iso: string) => format(new Date(iso.length === 10 ? `${iso}T12:00:00` : iso), 'dd/MM/yyyy', { locale: fr });

interface TaskItemProps {
  /** Undefined for the new task, not created yet. */
  task: Task | undefined;
  initial: TaskDraft;
  expanded: boolean;
  deletable: boolean;
  onExpand(expanded: boolean): void;
  /** Sends the draft when it differs from what is saved (on collapse, and when the drawer closes). */
  onSave(draft: TaskDraft): void;
  onClose(status: Task['status']): void;
  onDelete(): void;
  /** The user's own list mixes records: each task names the record it is on, as a link to it. */
  showRecord?: boolean;
}

/**
 * One task (SPEC §4 Tasks): tick it and it completes 5 s later unless ticked again (struck through meanwhile); expand
 * it to edit, and collapsing saves what changed; late ones pale orange, very late pale red; done ones say when.
 */
export function TaskItem({ task, initial, expanded, deletable, onExpand, onSave, onClose, onDelete, showRecord = false }: TaskItemProps) {
  const [draft, setDraft] = useState(initial);
  const [completing, setCompleting] = useState(false);
  const editable = task === undefined || task.modify_task === 1;
  const name = draft.name.trim() || text.noName;
  const done = task?.status === 'done';

  // What is typed is saved when the item collapses, and when it goes (the drawer closed with the item open) unless
  // that very draft was sent already. The completion timer must not restart when the list re-renders.
  const latest = useRef({ draft, initial, onSave, onClose });
  latest.current = { draft, initial, onSave, onClose };
  const sent = useRef<TaskDraft | null>(null);
  const send = (force: boolean) => {
    const current = latest.current.draft;
    if (sent.current && sameDraft(sent.current, current)) return;
    if (!force && sameDraft(current, latest.current.initial)) return;
    sent.current = current;
    latest.current.onSave(current);
  };
  // A new task is created when it is folded, even unchanged: the user asked for it.
  const flush = () => send(task === undefined);
  // send reads only refs: the cleanup of the first render sees the latest draft.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => () => send(false), []);

  useEffect(() => {
    if (!completing) return;
    const timer = setTimeout(() => {
      setCompleting(false);
      latest.current.onClose('done');
    }, TASK_COMPLETION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [completing]);

  const tint = task?.very_late ? '#fdecea' : task?.late ? '#fff4e5' : undefined;
  const set = <K extends keyof TaskDraft>(key: K) => (value: TaskDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Box component="li" sx={{ listStyle: 'none', mb: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: tint }}>
      <Stack direction="row" sx={{ alignItems: 'center', pr: 0.5 }}>
        <Checkbox
          checked={done || completing}
          disabled={!editable || task === undefined}
          onChange={() => (done ? onClose('todo') : setCompleting((current) => !current))}
          slotProps={{ input: { 'aria-label': formatMessage(done ? text.reopen : text.complete, { name }) } }}
        />
        <Box sx={{ flex: 1, minWidth: 0, py: 0.5 }}>
          <Typography variant="body2" sx={{ textDecoration: completing || done ? 'line-through' : undefined, overflowWrap: 'anywhere' }} color={draft.name.trim() ? undefined : 'text.secondary'}>
            {name}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {done && task?.done_date && (
              <Typography variant="caption" color="text.secondary">
                {formatMessage(text.doneOn, { date: day(task.done_date) })}
              </Typography>
            )}
            {!done && task?.due_date && (
              <Typography variant="caption" color="text.secondary">
                {formatMessage(text.dueOn, { date: day(task.due_date) })}
              </Typography>
            )}
            {task?.assigned_to_name && (
              <Typography variant="caption" color="text.secondary">
                · {formatMessage(text.assignedTo, { name: task.assigned_to_name })}
              </Typography>
            )}
            {showRecord && task?.form_title && task.object_name && task.object_id !== null && (
              <Link component={RouterLink} to={`/form/${task.object_name}/${encodeURIComponent(encodeParams({ id: task.object_id }))}`} variant="caption">
                {formatMessage(text.onRecord, { title: task.form_title })}
              </Link>
            )}
            {!done && task?.very_late && <Chip size="small" color="error" variant="outlined" label={text.veryLate} />}
            {!done && task?.late && !task.very_late && <Chip size="small" color="warning" variant="outlined" label={text.late} />}
          </Stack>
          {completing && (
            <Typography variant="caption" role="status">
              {text.completing}
            </Typography>
          )}
        </Box>
        {deletable && task !== undefined && (
          <Tooltip title={formatMessage(text.remove, { name })}>
            <IconButton size="small" aria-label={formatMessage(text.remove, { name })} onClick={onDelete}>
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={formatMessage(text.edit, { name })}>
          <IconButton
            size="small"
            aria-label={formatMessage(text.edit, { name })}
            aria-expanded={expanded}
            onClick={() => {
              if (expanded) flush();
              onExpand(!expanded);
            }}
          >
            {expanded ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        </Tooltip>
      </Stack>
      <Collapse in={expanded} unmountOnExit>
        <Stack spacing={1.5} sx={{ p: 1.5, pt: 0.5 }}>
          <TextField size="small" label={text.fields.name} value={draft.name} onChange={(event) => set('name')(event.target.value)} disabled={!editable} slotProps={{ htmlInput: { maxLength: 255 } }} autoFocus={task === undefined} />
          <TextField size="small" label={text.fields.description} value={draft.description} onChange={(event) => set('description')(event.target.value)} disabled={!editable} multiline minRows={2} maxRows={8} />
          <Stack direction="row" spacing={1}>
            <TextField size="small" type="date" label={text.fields.planned_date} value={draft.planned_date} onChange={(event) => set('planned_date')(event.target.value)} disabled={!editable} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
            <TextField size="small" type="date" label={text.fields.due_date} value={draft.due_date} onChange={(event) => set('due_date')(event.target.value)} disabled={!editable} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          </Stack>
          <TextField size="small" type="datetime-local" label={text.fields.reminder_at} value={draft.reminder_at} onChange={(event) => set('reminder_at')(event.target.value)} disabled={!editable} slotProps={{ inputLabel: { shrink: true } }} />
          <ColleaguePicker value={draft.assigned_to} onChange={set('assigned_to')} disabled={!editable} />
          <Box sx={{ textAlign: 'right' }}>
            <Button
              size="small"
              onClick={() => {
                flush();
                onExpand(false);
              }}
            >
              {text.close}
            </Button>
          </Box>
        </Stack>
      </Collapse>
    </Box>
  );
}

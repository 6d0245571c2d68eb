import { formatMessage, messages } from '@ossature/contract';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { Badge, Box, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useRealtimeEvent } from '../../realtime/use-realtime-event';
import { ALL_TASKS_KEY, TASK_COUNTER_KEY, taskApi } from '../../side/tasks/task-api';
import { TaskList } from '../../side/tasks/TaskList';

const text = messages.task;

/**
 * SPEC §2 top bar tasks popover, §4 Tasks: the counter of the user's open tasks, and their list — tick, edit, delete,
 * add. Both follow the realtime stream: a task given to the user elsewhere shows at once (UPDATE_TASK_COUNTER,
 * UPDATE_TASKS addressed to them).
 */
export function TasksButton() {
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const counter = useQuery({ queryKey: TASK_COUNTER_KEY, queryFn: () => taskApi.counter() });
  useRealtimeEvent('UPDATE_TASK_COUNTER', () => void queryClient.invalidateQueries({ queryKey: TASK_COUNTER_KEY }));
  useRealtimeEvent('UPDATE_TASKS', () => void queryClient.invalidateQueries({ queryKey: ALL_TASKS_KEY }));
  const count = counter.data?.count ?? 0;
  const label = formatMessage(text.myTasksCount, { count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="dialog" aria-controls={anchor ? popoverId : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={count} color="primary" max={99}>
            <TaskAlt />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': text.myTasks, sx: { width: 420, maxWidth: '100vw', maxHeight: '70vh' } } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {text.myTasks}
          </Typography>
          <TaskList readOnly={false} emptyText={text.ownEmpty} />
        </Box>
      </Popover>
    </>
  );
}

import { formatMessage, messages } from '@ossature/contract';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useRealtimeEvent } from '../../realtime/use-realtime-event';
import { useRealtimeResync } from '../../realtime/use-realtime-resync';
import { ALL_TASKS_KEY, TASK_COUNTER_KEY, taskApi } from '../../side/tasks/task-api';
import { PopoverLoading } from './PopoverLoading';
import { TopBarPopover } from './TopBarPopover';

const TaskList = lazy(() => import('../../side/tasks/TaskList').then((module) => ({ default: module.TaskList })));

const text = messages.task;
const POPOVER_WIDTH = 420;

/**
 * SPEC §2 top bar tasks popover, §4 Tasks: the counter of the user's open tasks, and their list — tick, edit, delete,
 * add. Both follow the realtime stream: a task given to the user elsewhere shows at once (UPDATE_TASK_COUNTER,
 * UPDATE_TASKS addressed to them).
 */
export function TasksButton() {
  const queryClient = useQueryClient();
  const counter = useQuery({ queryKey: TASK_COUNTER_KEY, queryFn: () => taskApi.counter() });
  useRealtimeEvent('UPDATE_TASK_COUNTER', () => void queryClient.invalidateQueries({ queryKey: TASK_COUNTER_KEY }));
  useRealtimeEvent('UPDATE_TASKS', () => void queryClient.invalidateQueries({ queryKey: ALL_TASKS_KEY }));
  useRealtimeResync([TASK_COUNTER_KEY, ALL_TASKS_KEY]);
  const count = counter.data?.count ?? 0;
  // Until the count is read the name says none rather than a zero that is not known yet.
  const label = counter.data ? formatMessage(text.myTasksCount, { count }) : text.myTasks;
  return (
    <TopBarPopover label={label} count={count} color="primary" icon={<TaskAlt />} title={text.myTasks} width={POPOVER_WIDTH}>
      {() => (
        <Box sx={{ px: 2, pb: 2 }}>
          <Suspense fallback={<PopoverLoading label={text.loading} />}>
            <TaskList readOnly={false} emptyText={text.ownEmpty} />
          </Suspense>
        </Box>
      )}
    </TopBarPopover>
  );
}

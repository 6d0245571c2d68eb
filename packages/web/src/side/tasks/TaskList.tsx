import { type Task, type TaskList as TaskListAnswer, formatMessage, messages } from '@ossature/contract';
import AddTask from '@mui/icons-material/AddTask';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../../ui/notifications';
import { DeleteQuestion } from '../../ui/DeleteQuestion';
import { TaskItem } from './TaskItem';
import { ALL_TASKS_KEY, TASK_COUNTER_KEY, type TaskOwner, taskApi, tasksKey } from './task-api';
import { NEW_TASK_DRAFT, type TaskDraft, draftOf, inputOf } from './task-draft';

const text = messages.task;

interface TaskListProps {
  /** The record whose tasks are listed; none: the user's own, across records (the top bar's popover). */
  owner?: TaskOwner;
  readOnly: boolean;
  /** Opened by the toolbar's 'create_task': starts with a new task, open for editing. */
  startWithNew?: boolean;
  emptyText?: string;
}

/**
 * A record's tasks (SPEC §2 task drawer, §4 Tasks): 'Ajouter une tâche' puts a new task at the top, open for editing;
 * it is created when folded. Tasks are edited, ticked and deleted in place; every change is read back from the server.
 */
export function TaskList({ owner, readOnly, startWithNew = false, emptyText = text.emptyTasks }: TaskListProps) {
  const key = tasksKey(owner);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const tasks = useQuery({ queryKey: key, queryFn: ({ signal }) => taskApi.list(owner, signal) });
  const [adding, setAdding] = useState(startWithNew && !readOnly);
  const [expanded, setExpanded] = useState<number | 'new' | null>(startWithNew && !readOnly ? 'new' : null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ALL_TASKS_KEY }), queryClient.invalidateQueries({ queryKey: TASK_COUNTER_KEY })]);
  const failed = (error: Error) => notify({ message: formatMessage(text.saveFailed, { message: error.message }), severity: 'error' });
  const run = (call: Promise<unknown>) => call.then(refresh, (error: Error) => {
    failed(error);
    return refresh();
  });
  const save = (task: Task | undefined) => (draft: TaskDraft) => {
    if (task === undefined) setAdding(false);
    void run(taskApi.save(inputOf(draft, task ?? { id: 0 }, owner)));
  };

  if (tasks.isPending) return <CircularProgress size={24} aria-label={text.loading} />;
  if (tasks.isError) return <Alert severity="error">{messages.formScreen.dataFetchFailed}</Alert>;
  const answer: TaskListAnswer = tasks.data;

  return (
    <Box>
      {!readOnly && (
        <Button
          startIcon={<AddTask />}
          variant="outlined"
          size="small"
          title={text.addTask}
          disabled={adding}
          onClick={() => {
            setAdding(true);
            setExpanded('new');
          }}
          sx={{ mb: 1.5 }}
        >
          {text.addTask}
        </Button>
      )}
      {answer.data.length === 0 && !adding && <Typography color="text.secondary">{emptyText}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={messages.sideTools.tasks}>
        {adding && (
          <TaskItem
            key="new"
            task={undefined}
            initial={NEW_TASK_DRAFT}
            expanded={expanded === 'new'}
            deletable={false}
            onExpand={(open) => setExpanded(open ? 'new' : null)}
            onSave={save(undefined)}
            onClose={() => undefined}
            onDelete={() => undefined}
          />
        )}
        {answer.data.map((task) => (
          <TaskItem
            key={`${task.id}-${task.version}`}
            task={task}
            initial={draftOf(task)}
            expanded={expanded === task.id}
            deletable={!readOnly && !answer.collection_delete_disable && task.modify_task === 1}
            onExpand={(open) => setExpanded(open ? task.id : null)}
            onSave={save(task)}
            onClose={(status) => void run(taskApi.close(task.id, status))}
            onDelete={() => setDeleting(task)}
            showRecord={owner === undefined}
          />
        ))}
      </Box>
      {deleting && (
        <DeleteQuestion
          question={text.deleteQuestion}
          onCancel={() => setDeleting(null)}
          onDelete={() => {
            void run(taskApi.remove(deleting.id));
            setDeleting(null);
          }}
        />
      )}
    </Box>
  );
}

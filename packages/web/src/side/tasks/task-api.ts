import type { Task, TaskCounter, TaskInput, TaskList, TaskSaveAnswer } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** A record's tasks, or (without one) the user's own. */
export interface TaskOwner {
  objectName: string;
  objectId: number;
}

/** SPEC §7 task calls. */
export const taskApi = {
  /** A record's tasks, or without a record the user's own (SPEC §4 Tasks popover). */
  list: (owner: TaskOwner | undefined, signal?: AbortSignal) =>
    apiRequest<TaskList>('GET', owner ? `/api-internal/task/data?object_name=${encodeURIComponent(owner.objectName)}&object_id=${owner.objectId}` : '/api-internal/task/data', { signal }),
  save: (data: TaskInput) => apiRequest<TaskSaveAnswer>('POST', '/api-internal/task/save', { body: { data } }),
  close: (id: number, status: Task['status']) => apiRequest<Task>('POST', '/api-internal/task/close', { body: { id, status } }),
  remove: (id: number) => apiRequest<void>('POST', `/api-internal/task/delete/${id}`),
  counter: () => apiRequest<TaskCounter>('GET', '/api-internal/task/counter'),
};

export const tasksKey = (owner: TaskOwner | undefined) => (owner ? (['tasks', owner.objectName, owner.objectId] as const) : (['tasks', 'own'] as const));

/** Every task list shown and the counter: a change made in one is seen in the others. */
export const ALL_TASKS_KEY = ['tasks'] as const;
export const TASK_COUNTER_KEY = ['task-counter'] as const;

import type { Task, TaskCounter, TaskInput, TaskList, TaskSaveAnswer } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** A record's tasks, or (without one) the user's own. */
export interface TaskOwner {
  objectName: string;
  objectId: number;
}

/** SPEC §7 task calls. */
export const taskApi = {
  list: (owner: TaskOwner, signal?: AbortSignal) =>
    apiRequest<TaskList>('GET', `/api-internal/task/data?object_name=${encodeURIComponent(owner.objectName)}&object_id=${owner.objectId}`, { signal }),
  save: (data: TaskInput) => apiRequest<TaskSaveAnswer>('POST', '/api-internal/task/save', { body: { data } }),
  close: (id: number, status: Task['status']) => apiRequest<Task>('POST', '/api-internal/task/close', { body: { id, status } }),
  remove: (id: number) => apiRequest<void>('POST', `/api-internal/task/delete/${id}`),
  counter: () => apiRequest<TaskCounter>('GET', '/api-internal/task/counter'),
};

export const tasksKey = (owner: TaskOwner) => ['tasks', owner.objectName, owner.objectId] as const;

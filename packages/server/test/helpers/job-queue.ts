import { vi } from 'vitest';
import type { App } from '../../src/app.js';

/**
 * Saves of asynchronous modules are queued and the queue starts at once; holding it keeps the jobs pending, so a test
 * can look between the 202 and the job, or change the job's row as a dying instance would leave it. The function it
 * answers releases the queue and waits until it is empty. (Tests restore their mocks after each test.)
 */
export function holdQueue(app: App): () => Promise<void> {
  const kick = vi.spyOn(app.formJobs, 'kick').mockImplementation(() => undefined);
  return async () => {
    kick.mockRestore();
    await runQueue(app);
  };
}

/** Works through the queue now and waits until it is empty. */
export async function runQueue(app: App): Promise<void> {
  app.formJobs.kick();
  await app.formJobs.drain();
}

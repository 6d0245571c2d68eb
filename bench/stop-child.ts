import type { ChildProcess } from 'node:child_process';

/**
 * Ends a child process and waits for it to exit. A child that has already exited (it crashed, or was stopped before)
 * emits no more 'exit': waiting for one would hang the bench forever.
 */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

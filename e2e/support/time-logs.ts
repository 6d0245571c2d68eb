import Database from 'better-sqlite3';
import { inject } from 'vitest';

/**
 * Moves the start of a user's running time log `seconds` back, as if it had run that long: what the server carries
 * into a timesheet is whole minutes, and waiting a real minute made one browser test a minute longer. The server
 * reads the log again on every request, so the next stop counts from the earlier start.
 */
export function backdateRunningLog(username: string, seconds: number): void {
  const database = new Database(inject('databaseFile'));
  try {
    // The server writes in WAL mode too; a save of its own under way is waited for rather than failed.
    database.pragma('busy_timeout = 5000');
    const log = database
      .prepare<[string], { id: number; started_at: string }>('SELECT id, started_at FROM time_log WHERE stopped_at IS NULL AND user_id = (SELECT id FROM app_user WHERE username = ?)')
      .get(username);
    if (!log) throw new Error(`${username} has no running time log`);
    const started = new Date(Date.parse(log.started_at) - seconds * 1000).toISOString();
    database.prepare('UPDATE time_log SET started_at = ? WHERE id = ?').run(started, log.id);
  } finally {
    database.close();
  }
}

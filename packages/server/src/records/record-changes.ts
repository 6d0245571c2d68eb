import type { RegisteredModule } from '../metadata/registered-module.js';

/** Records of a module someone created, changed or deleted, once committed. */
export interface RecordChange {
  clientId: number;
  module: RegisteredModule;
  recordIds: readonly number[];
  kind: 'created' | 'updated' | 'deleted';
}

/** Given at start-up by a side tool that follows some records (the incidents counted on the home page). */
export type RecordChangeListener = (change: RecordChange) => Promise<void>;

/**
 * Who hears of committed changes to records, as the records layer knows them without knowing who listens: a side
 * tool listens at start-up; the form engine tells after a save, a deletion or a bulk run commits. The change is
 * committed by then: a listener that fails is logged, the change stays.
 */
export class RecordChanges {
  private readonly listeners: RecordChangeListener[] = [];

  listen(listener: RecordChangeListener): void {
    this.listeners.push(listener);
  }

  async tell(change: RecordChange): Promise<void> {
    if (change.recordIds.length === 0) return;
    for (const listener of this.listeners) {
      try {
        await listener(change);
      } catch (error) {
        process.emitWarning(`change of ${change.module.name} not told: ${String(error)}`);
      }
    }
  }
}

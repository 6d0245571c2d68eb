import type { RecordDeps } from '../../src/records/record-access.js';

const signal = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

/**
 * Holds the rows the server streams from the database (an export's cursor) at a gate: they come `size` at a time,
 * and each batch waits, before it goes on to its reader, for the test to let it through. A test can so look at (and
 * act on) an export between two of its batches, whatever the speed of the machine.
 */
export function gateRows(deps: RecordDeps, size: number) {
  const original = deps.streamRows;
  let arrived = signal();
  let released = signal();
  deps.streamRows = async function* gated(query, batchSize) {
    for await (const batch of original(query, batchSize)) {
      for (let start = 0; start < batch.length; start += size) {
        const through = released.promise;
        arrived.resolve();
        await through;
        released = signal();
        yield batch.slice(start, start + size);
      }
    }
  };
  return {
    /** Resolves once the next batch waits at the gate. */
    async waiting(): Promise<void> {
      await arrived.promise;
      arrived = signal();
    },
    /** Lets the waiting batch through to its reader. */
    release(): void {
      released.resolve();
    },
    restore(): void {
      deps.streamRows = original;
    },
  };
}

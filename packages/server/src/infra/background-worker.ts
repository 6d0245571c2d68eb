/**
 * The loop behind a job queue on one instance: `work` runs once at a time — when asked (kick) and every
 * `intervalMs` (jobs whose holder died are found by looking again) — and is waited for on shutdown.
 */
export class BackgroundWorker {
  private running: Promise<void> | null = null;
  private poll: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
    this.poll = setInterval(() => this.kick(), this.intervalMs);
    this.poll.unref();
  }

  /** Stops looking, starts nothing new, and lets the work under way finish (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    await this.drain();
  }

  /** Starts working unless already doing so, or stopped. */
  kick(): void {
    if (this.stopped) return;
    this.running ??= this.work()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
      });
  }

  /** Resolves once nothing is under way (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }
}

/**
 * A queue of jobs worked on one instance by a BackgroundWorker: what is left is `work`, which takes jobs until none
 * is left. Jobs whose holder died are found by looking again every `intervalMs`.
 */
export abstract class BackgroundQueue {
  private readonly worker: BackgroundWorker;

  constructor(log: { error(context: object, message: string): void }, what: string, intervalMs: number) {
    this.worker = new BackgroundWorker(
      () => this.work(),
      (error) => log.error({ err: error }, `${what} stopped on an error; they resume at the next one or the next look`),
      intervalMs,
    );
  }

  protected abstract work(): Promise<void>;

  /** Works through the queue, then keeps looking. */
  start(): void {
    this.worker.start();
  }

  /** Stops looking, starts nothing new, and lets the job under way finish (graceful shutdown). */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Starts working through the queue unless already doing so. */
  kick(): void {
    this.worker.kick();
  }

  /** Resolves once nothing is under way (tests, shutdown). */
  drain(): Promise<void> {
    return this.worker.drain();
  }
}

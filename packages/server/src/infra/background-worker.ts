/**
 * The loop behind a job queue on one instance: `work` runs once at a time — when asked (kick) and every
 * `intervalMs` (jobs whose holder died are found by looking again) — and is waited for on shutdown.
 */
export class BackgroundWorker {
  private running: Promise<void> | null = null;
  private poll: NodeJS.Timeout | null = null;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.kick();
    this.poll = setInterval(() => this.kick(), this.intervalMs);
    this.poll.unref();
  }

  /** Stops looking and lets the work under way finish (graceful shutdown). */
  async stop(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    await this.drain();
  }

  /** Starts working unless already doing so. */
  kick(): void {
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

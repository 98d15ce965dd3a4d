// The delivery loop of one API process: a pass delivers every due mail (mail/delivery.ts), one at
// a time. A pass starts when a request has just queued mail (kick), and every few seconds anyway,
// for mails another replica queued but could not deliver and for retries that have come due.
// Passes never overlap within a process; across replicas the claims keep them apart.
import { deliverNext, type DeliveryDeps } from './delivery';

export const POLL_INTERVAL_MS = 5_000;

export class MailWorker {
  private chain: Promise<void> = Promise.resolve();
  private passWaiting = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: DeliveryDeps,
    private readonly pollIntervalMs = POLL_INTERVAL_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.kick(), this.pollIntervalMs);
    // The loop never keeps the process alive on its own.
    this.timer.unref();
    void this.kick();
  }

  /** Starts a pass after the current one; resolves when that pass is over. */
  kick(): Promise<void> {
    if (this.stopped || this.passWaiting) return this.chain;
    this.passWaiting = true;
    this.chain = this.chain
      .then(async () => {
        this.passWaiting = false;
        while (!this.stopped && (await deliverNext(this.deps)));
      })
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'Mail delivery pass failed');
      });
    return this.chain;
  }

  /** Stops starting passes and waits for the mail in hand to be settled. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.chain;
  }
}

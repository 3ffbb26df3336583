import { randomUUID } from "node:crypto";

/** How long a write's answer waits for its own notifications before falling back to dropping everything. */
const BARRIER_TIMEOUT_MS = 500;

/**
 * Waits until this instance's LISTEN connection has delivered every notification committed
 * before the wait began. PostgreSQL delivers notifications in commit order, so once a marker
 * this instance sends itself comes back, every change committed before it has been heard
 * (and the grids it touched dropped). Waits that begin before a marker is sent share it.
 */
export class NotificationBarrier {
  private readonly waiting = new Map<string, (arrived: boolean) => void>();
  private next: Promise<boolean> | null = null;

  constructor(private readonly send: (marker: string) => Promise<void>) {}

  /** True once caught up; false when the marker could not be sent or did not come back in time. */
  pass(): Promise<boolean> {
    this.next ??= new Promise<boolean>((resolve) => {
      // Sent on the next turn, so every write answered in this turn (all committed) shares one marker.
      setImmediate(() => {
        this.next = null;
        this.sendMarker(resolve);
      });
    });
    return this.next;
  }

  /** Called with each marker heard on the channel. */
  heard(marker: string): void {
    this.waiting.get(marker)?.(true);
  }

  private sendMarker(resolve: (arrived: boolean) => void): void {
    const marker = randomUUID();
    const timer = setTimeout(() => settle(false), BARRIER_TIMEOUT_MS);
    const settle = (arrived: boolean) => {
      clearTimeout(timer);
      this.waiting.delete(marker);
      resolve(arrived);
    };
    this.waiting.set(marker, settle);
    this.send(marker).catch(() => settle(false));
  }
}

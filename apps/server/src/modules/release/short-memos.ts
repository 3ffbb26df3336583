import type { AppDeps } from "../../deps.ts";

/** Most keys a memo keeps before dropping the lapsed ones (members who stopped sending). */
const PRUNE_ABOVE = 10_000;

/** Per instance: values that answer a member's next requests for a short while, without a round trip. */
export class ShortMemo<T> {
  private readonly memos = new Map<string, { at: number; value: T }>();

  constructor(private readonly ms: number) {}

  get(key: string): T | null {
    const memo = this.memos.get(key);
    if (!memo) return null;
    if (Date.now() - memo.at < this.ms) return memo.value;
    this.memos.delete(key);
    return null;
  }

  set(key: string, value: T): void {
    if (this.memos.size > PRUNE_ABOVE) {
      for (const [k, memo] of this.memos) if (Date.now() - memo.at >= this.ms) this.memos.delete(k);
    }
    this.memos.set(key, { at: Date.now(), value });
  }
}

type Slot = { id: number; timeslotId: number; courtId: number; preference: number };

function perDeps<T>(ms: number) {
  const memos = new WeakMap<AppDeps, ShortMemo<T>>();
  return (deps: AppDeps): ShortMemo<T> => {
    let found = memos.get(deps);
    if (!found) {
      found = new ShortMemo<T>(ms);
      memos.set(deps, found);
    }
    return found;
  };
}

/**
 * Per member and draw: the member's entries as the database read them when the change cap
 * refused them (entries.ts). A script sending lists past its cap (a bot at 20 a second) is then
 * answered without a round trip. At the cap nothing changes the entries any more, so the memo
 * cannot go stale; it lapses after a second all the same.
 */
export const capMemo = perDeps<Slot[]>(1000);

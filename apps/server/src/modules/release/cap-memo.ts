import type { AppDeps } from "../../deps.ts";

/** How long a refusal's reading of a member's entries answers their next requests. */
const MEMO_MS = 1000;

type Slot = { id: number; timeslotId: number; courtId: number; preference: number };
type Memo = { at: number; entries: Slot[] };

/**
 * Per instance, per member and draw: the member's entries as the database read them when the
 * cap last refused them. A script sending entries past its cap (a bot at 20 a second) is then
 * answered without a round trip. Only the member changes their entries: an entry or a
 * withdrawal on this instance forgets the memo; one on another instance shows within MEMO_MS.
 */
export class CapMemo {
  private readonly memos = new Map<string, Memo>();

  get(key: string): Slot[] | null {
    const memo = this.memos.get(key);
    if (!memo) return null;
    if (Date.now() - memo.at < MEMO_MS) return memo.entries;
    this.memos.delete(key);
    return null;
  }

  set(key: string, entries: Slot[]): void {
    // Keys of members who stopped sending are dropped once the map grows.
    if (this.memos.size > 10_000) {
      for (const [k, memo] of this.memos) if (Date.now() - memo.at >= MEMO_MS) this.memos.delete(k);
    }
    this.memos.set(key, { at: Date.now(), entries });
  }

  delete(key: string): void {
    this.memos.delete(key);
  }
}

const memos = new WeakMap<AppDeps, CapMemo>();

export function capMemo(deps: AppDeps): CapMemo {
  let found = memos.get(deps);
  if (!found) {
    found = new CapMemo();
    memos.set(deps, found);
  }
  return found;
}

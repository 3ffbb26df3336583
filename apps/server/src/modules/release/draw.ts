/**
 * The release draw as a pure procedure (DESIGN.md "Release and waitlist"; docs/architecture.md
 * "The release draw"). Fair by person, not by entry: the PERSONS are shuffled with a seeded
 * generator, then served in rounds, one court-slot per person per round, in that order, each
 * getting their most preferred court-slot still free, until they reach their limit or run
 * out of entries. So entering for twenty court-slots gives no better place in the order than
 * entering for one; it only gives more chances of a court-slot nobody ahead wanted.
 *
 * Given the entries, the seed, the limits and what each attempt to hold answered, the result
 * is always the same: `takeOrSkip` is the only door to the world (the real draw places a hold
 * there; a replay answers from the recorded results).
 */

export type Entry = { memberId: string; cell: string; preference: number };
export type Entrant = { memberId: string; limit: number };
/** What trying to hold a court-slot for a person answered. */
export type Attempt = "won" | "taken" | "refused";
export type Outcome = Attempt | "lost";
export type Result = { memberId: string; cell: string; outcome: Outcome; turn: number };

/** mulberry32: a small, well-mixed 32-bit generator; the same seed gives the same sequence anywhere. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The draw order of the persons: sorted by id (so the input's order does not matter), then Fisher–Yates with the seed. */
export function shuffledPersons(memberIds: string[], seed: number): string[] {
  const persons = [...new Set(memberIds)].sort();
  const random = mulberry32(seed);
  for (let i = persons.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [persons[i], persons[j]] = [persons[j] as string, persons[i] as string];
  }
  return persons;
}

/**
 * Runs the draw: every entry gets exactly one result. An attempt answered `taken` takes the
 * court-slot out for everyone (booked outside the draw); `refused` ends that person's draw
 * (their plan's limits, a suspension). Entries never attempted are `lost`.
 */
export async function runDraw(
  entries: Entry[],
  entrants: Entrant[],
  seed: number,
  takeOrSkip: (memberId: string, cell: string) => Promise<Attempt> | Attempt,
): Promise<Result[]> {
  const limitOf = new Map(entrants.map((e) => [e.memberId, Math.max(0, e.limit)]));
  const wishes = new Map<string, string[]>();
  for (const e of [...entries].sort((a, b) => a.preference - b.preference || a.cell.localeCompare(b.cell))) {
    const list = wishes.get(e.memberId) ?? [];
    if (!list.includes(e.cell)) list.push(e.cell);
    wishes.set(e.memberId, list);
  }
  const order = shuffledPersons([...wishes.keys()], seed);
  const gone = new Set<string>(); // won by someone, or taken outside the draw
  const results: Result[] = [];
  const settled = new Set<string>();
  const record = (memberId: string, cell: string, outcome: Outcome) => {
    results.push({ memberId, cell, outcome, turn: results.length + 1 });
    settled.add(`${memberId}|${cell}`);
  };
  const wins = new Map<string, number>();
  const cursor = new Map<string, number>();
  const active = new Set(order.filter((m) => (limitOf.get(m) ?? 1) > 0));
  while (active.size > 0) {
    for (const memberId of order) {
      if (!active.has(memberId)) continue;
      const list = wishes.get(memberId) ?? [];
      let i = cursor.get(memberId) ?? 0;
      let done = false;
      while (i < list.length && !done) {
        const cell = list[i++] as string;
        if (gone.has(cell)) continue; // recorded as lost below
        const attempt = await takeOrSkip(memberId, cell);
        record(memberId, cell, attempt);
        if (attempt === "won") {
          gone.add(cell);
          wins.set(memberId, (wins.get(memberId) ?? 0) + 1);
          done = true;
        } else if (attempt === "taken") gone.add(cell);
        else done = true; // refused: this person's draw ends
        if (attempt === "refused") active.delete(memberId);
      }
      cursor.set(memberId, i);
      if (i >= list.length || (wins.get(memberId) ?? 0) >= (limitOf.get(memberId) ?? 1)) active.delete(memberId);
    }
  }
  for (const memberId of order) {
    for (const cell of wishes.get(memberId) ?? []) if (!settled.has(`${memberId}|${cell}`)) record(memberId, cell, "lost");
  }
  return results;
}

/** A court-slot as the draw names it. */
export const cellKey = (timeslotId: number, courtId: number) => `${timeslotId}:${courtId}`;
export function cellOf(key: string): { timeslotId: number; courtId: number } {
  const [timeslotId, courtId] = key.split(":").map(Number);
  return { timeslotId: timeslotId as number, courtId: courtId as number };
}

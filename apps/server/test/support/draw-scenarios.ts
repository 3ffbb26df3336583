import fc from "fast-check";

/**
 * Entries, limits and answers for the release draw's model tests: a handful of persons and
 * court-slots, so that they compete; each person enters a court-slot at most once.
 */
export function drawScenario(persons: string[]) {
  const person = fc.constantFrom(...persons);
  const cell = fc.constantFrom("1:1", "1:2", "1:3", "2:1", "2:2", "3:1");
  return {
    person,
    cell,
    entries: fc.uniqueArray(fc.record({ memberId: person, cell, preference: fc.integer({ min: 1, max: 8 }) }), {
      selector: (e) => `${e.memberId}|${e.cell}`,
      maxLength: 30,
    }),
    limits: fc.dictionary(person, fc.integer({ min: 1, max: 3 })),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  };
}

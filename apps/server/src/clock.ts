/** Time comes from here so tests can travel. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

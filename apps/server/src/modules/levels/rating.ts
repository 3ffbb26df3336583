/**
 * The rating rule (issue 14): an Elo update over team averages on the 1.00–7.00 scale, in
 * hundredths. Each team's strength is the average of its players' levels; the team expected to
 * win is the stronger one, by
 *
 *   expected(A) = 1 / (1 + 10^((avg(B) − avg(A)) / SPREAD))
 *
 * and every player of a team moves by the same K × (score − expected), score 1 for the winners
 * and 0 for the losers. SPREAD = 2 levels: a team one level stronger is expected to win 76 % of
 * the time, and a win then moves each of its players by only 0.05; an upset moves them 0.15.
 * What one team gains the other loses (before clamping at the ends of the scale).
 */
export const LEVEL_K = 0.2;
export const LEVEL_SPREAD = 2;
const HUNDREDTHS_MIN = 100;
const HUNDREDTHS_MAX = 700;

export type MatchTeams = [number[], number[]];

/** The chance the rule gives the first team of beating the second, from their average levels (hundredths). */
export function expectedScore(team: number[], other: number[]): number {
  const gap = (average(other) - average(team)) / 100;
  return 1 / (1 + 10 ** (gap / LEVEL_SPREAD));
}

/**
 * The players' new levels (hundredths) after a match `winner` (0 or 1) won: each team's list in
 * the same order as given.
 */
export function rateMatch(teams: MatchTeams, winner: 0 | 1): MatchTeams {
  const [first, second] = teams;
  if (first.length === 0 || second.length === 0) throw new Error("a match has two teams of at least one player");
  const firstScore = winner === 0 ? 1 : 0;
  const change = Math.round(LEVEL_K * 100 * (firstScore - expectedScore(first, second)));
  return [first.map((level) => clamp(level + change)), second.map((level) => clamp(level - change))];
}

const average = (levels: number[]) => levels.reduce((sum, level) => sum + level, 0) / levels.length;
const clamp = (level: number) => Math.min(HUNDREDTHS_MAX, Math.max(HUNDREDTHS_MIN, level));

/** Time left as people say it: "in 2 d 3 h", "in 2 h 13 min", "in 4 min 05 s", "in 12 s". */
export function countdownWords(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return `in ${days} d ${hours} h`;
  if (hours > 0) return `in ${hours} h ${minutes} min`;
  if (minutes >= 10) return `in ${minutes} min`;
  if (minutes > 0) return `in ${minutes} min ${String(seconds).padStart(2, "0")} s`;
  return `in ${seconds} s`;
}

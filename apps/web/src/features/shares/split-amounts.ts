/**
 * Equal shares of `total` (minor units) between the owner and `players` others, as the server
 * splits them: each player's share is whole cents, rounded down; the owner's takes the rest.
 */
export function splitAmounts(total: number, players: number): { each: number; owner: number } {
  if (players <= 0) return { each: total, owner: total };
  const each = Math.floor(total / (players + 1));
  return { each, owner: total - each * players };
}

/** The share page's path from a share's absolute link (`…/share/{id}?key=…`): followed in-app. */
export function sharePagePath(link: string, base = window.location.origin): string {
  try {
    const url = new URL(link, base);
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

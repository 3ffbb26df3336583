/** Where an address opens on a map: OpenStreetMap's search (no key, no tracking script). */
export function mapLinkOf(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * The demo build's stand-in for tldts (vite.config.ts aliases it there), which tough-cookie asks
 * for a host's registrable domain when MSW keeps the page's cookies. The in-page backend never sets
 * a cookie with a Domain, so every host can be its own: cookies stay host-only, as they are. The
 * public suffix list this spares was more than half of the worker's chunk, which every first visit
 * downloads (decision 034).
 */
export function getDomain(hostname: string): string {
  return hostname;
}

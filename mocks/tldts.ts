/**
 * The demo build's stand-in for tldts (vite.config.ts), which tough-cookie asks for a registrable
 * domain: the in-page backend sets no Domain cookie, so the public suffix list is spared (decision 034).
 */
export function getDomain(hostname: string): string {
  return hostname;
}

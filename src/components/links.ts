/** A link of a table of links (header, footer, dashboard menu). */
export interface PageLink {
  /** A message key (src/i18n/locales). */
  labelKey: string;
  to: string;
}

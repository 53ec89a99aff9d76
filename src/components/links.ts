/** A link of a table of links (the header's, the footer's, the dashboard's menu): its text's message key and its path. */
export interface PageLink {
  /** A message key (src/i18n/locales). */
  labelKey: string;
  to: string;
}

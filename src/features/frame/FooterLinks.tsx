import { Link } from 'react-router';
import type { PageLink } from '../../components/links';
import { useT } from '../../i18n/useT';

/** A list of the footer's links: a column's, or the bottom row's. */
export function FooterLinks({ links, className }: { links: readonly PageLink[]; className: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.labelKey}>
          <Link to={link.to} className="link-hover opacity-80 hover:text-primary hover:opacity-100">
            {t(link.labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { FOOTER_COLUMNS } from './footerLinks';

/** Make Money, Let Us Help You, Get to Know Us. */
export function FooterColumns() {
  const t = useT();
  return (
    <>
      {FOOTER_COLUMNS.map((column) => (
        <nav key={column.titleKey} aria-label={t(column.titleKey)}>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{t(column.titleKey)}</h2>
          <ul className="space-y-2 text-sm">
            {column.links.map((link) => (
              <li key={link.labelKey}>
                <Link to={link.to} className="link-hover opacity-80 hover:text-primary hover:opacity-100">
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}

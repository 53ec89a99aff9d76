import { Link } from 'react-router';
import { FOOTER_COLUMNS } from './footerLinks';

/** Make Money, Let Us Help You, Get to Know Us. */
export function FooterColumns() {
  return (
    <>
      {FOOTER_COLUMNS.map((column) => (
        <nav key={column.title} aria-label={column.title}>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{column.title}</h2>
          <ul className="space-y-2 text-sm">
            {column.links.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="link-hover opacity-80 hover:text-primary hover:opacity-100">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}

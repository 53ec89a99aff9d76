import { useT } from '../../i18n/useT';
import { FOOTER_COLUMNS } from './footerLinks';
import { FooterLinks } from './FooterLinks';

/** Make Money, Let Us Help You, Get to Know Us. */
export function FooterColumns() {
  const t = useT();
  return (
    <>
      {FOOTER_COLUMNS.map((column) => (
        <nav key={column.titleKey} aria-label={t(column.titleKey)}>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{t(column.titleKey)}</h2>
          <FooterLinks links={column.links} className="space-y-2 text-sm" />
        </nav>
      ))}
    </>
  );
}

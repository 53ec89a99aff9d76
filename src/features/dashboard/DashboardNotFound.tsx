import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useLanguage, useT } from '../../i18n/useT';

/** Any unknown /auth/* child: the text 404 (docs/product.md §2). */
export default function DashboardNotFound() {
  const t = useT();
  const language = useLanguage();
  usePageTitle(t('title.notFound'));
  return (
    <main className="flex flex-col items-start gap-4">
      <h1 className="text-4xl font-bold">{formatNumber(404, language)}</h1>
      <p>{t('dashboard.notFound')}</p>
      <Link to="/auth" className="btn btn-primary btn-sm">
        {t('dashboard.backToProfile')}
      </Link>
    </main>
  );
}

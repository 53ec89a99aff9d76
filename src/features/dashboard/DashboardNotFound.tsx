import { Link } from 'react-router';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';

/** Any unknown /auth/* child: the text 404 (spec section 2). */
export default function DashboardNotFound() {
  const t = useT();
  usePageTitle(t('title.notFound'));
  return (
    <main className="flex flex-col items-start gap-4">
      <h1 className="text-4xl font-bold">404</h1>
      <p>{t('dashboard.notFound')}</p>
      <Link to="/auth" className="btn btn-primary btn-sm">
        {t('dashboard.backToProfile')}
      </Link>
    </main>
  );
}

import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { SimplePage } from './SimplePage';

/** Any unknown path under the main frame (docs/product.md §8). */
export default function NotFoundPage() {
  const t = useT();
  return (
    <SimplePage title={t('pages.notFoundTitle')}>
      <p>{t('pages.notFound')}</p>
      <Link to="/" className="btn btn-primary mt-6">
        {t('common.backHome')}
      </Link>
    </SimplePage>
  );
}

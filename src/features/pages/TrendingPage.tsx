import { useT } from '../../i18n/useT';
import { SimplePage } from './SimplePage';

export default function TrendingPage() {
  const t = useT();
  return (
    <SimplePage title={t('nav.trending')}>
      <p>{t('pages.trending')}</p>
    </SimplePage>
  );
}

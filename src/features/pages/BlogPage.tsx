import { useT } from '../../i18n/useT';
import { SimplePage } from './SimplePage';

export default function BlogPage() {
  const t = useT();
  return (
    <SimplePage title={t('nav.blog')}>
      <p>{t('pages.blog')}</p>
    </SimplePage>
  );
}

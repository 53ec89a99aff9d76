import { useT } from '../../i18n/useT';
import { SimplePage } from './SimplePage';

export default function ContactPage() {
  const t = useT();
  return (
    <SimplePage title={t('nav.contact')}>
      <p>{t('pages.contact')}</p>
    </SimplePage>
  );
}

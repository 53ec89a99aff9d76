import { useT } from '../../i18n/useT';
import { SimplePage } from './SimplePage';

export default function ProfilePage() {
  const t = useT();
  return (
    <SimplePage title={t('account.profile')}>
      <p>{t('pages.profile')}</p>
    </SimplePage>
  );
}

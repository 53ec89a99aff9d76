import { useT } from '../../i18n/useT';
import { SimplePage } from './SimplePage';

export default function SettingsPage() {
  const t = useT();
  return (
    <SimplePage title={t('account.settings')}>
      <p>{t('pages.settings')}</p>
    </SimplePage>
  );
}

import { useNavigation } from 'react-router';
import { useT } from '../../i18n/useT';

/** A bar across the top while the router loads the next page, so a click does not seem lost. */
export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <progress
      aria-label={t('frame.loadingPage')}
      className="progress progress-primary fixed inset-x-0 top-0 z-[60] h-1 w-full rounded-none"
    />
  );
}

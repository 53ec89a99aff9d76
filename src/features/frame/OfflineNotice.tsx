import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/useT';
import { showsTheShopFromTheDevice, subscribeToConnection } from '../../lib/connection';
import { useHydrated } from '../../lib/useHydrated';

/**
 * With no network the page is the shop as the shopper last saw it (src/sw.ts): said at the foot of the
 * screen, over the page (nothing shifts), until the network answers again.
 */
export function OfflineNotice() {
  const t = useT();
  const hydrated = useHydrated();
  const offline = useSyncExternalStore(subscribeToConnection, showsTheShopFromTheDevice, () => false);
  // The live region is there from the start, so the sentence is announced when it comes.
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-40">
      {hydrated && offline && (
        <p className="bg-neutral px-4 py-2 text-center text-sm text-neutral-content">{t('frame.offline')}</p>
      )}
    </div>
  );
}

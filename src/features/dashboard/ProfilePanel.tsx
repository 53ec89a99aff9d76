import { useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { Avatar, useSignOut } from '../account';
import { readDeliveryLocation } from './deliveryLocation';

/** /auth: the signed-in user's profile (docs/product.md §2, Dashboard). */
export default function ProfilePanel() {
  const { user } = useAuth();
  const [location] = useState(readDeliveryLocation);
  const t = useT();
  const signOut = useSignOut();
  usePageTitle(t('account.profile'));
  return (
    <main className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('profile.title')}</h1>
      <section aria-label={t('account.profile')} className="card card-border max-w-xl bg-base-100">
        <div className="card-body items-center gap-3 text-center sm:flex-row sm:items-start sm:text-left">
          <Avatar photoURL={user?.photoURL ?? null} size="w-24" />
          <dl className="grid w-full gap-3 sm:ml-4">
            <div>
              <dt className="text-sm opacity-70">{t('field.name')}</dt>
              <dd className="text-lg font-semibold">{user?.displayName || t('profile.anonymous')}</dd>
            </div>
            <div>
              <dt className="text-sm opacity-70">{t('field.email')}</dt>
              <dd className="break-all">{user?.email || t('profile.noEmail')}</dd>
            </div>
            <div>
              <dt className="text-sm opacity-70">{t('profile.deliveryLocation')}</dt>
              <dd>{location ?? t('profile.noLocation')}</dd>
            </div>
          </dl>
        </div>
        <div className="card-actions justify-center gap-2 px-6 pb-6 sm:justify-end">
          <button type="button" className="btn btn-primary btn-sm">
            {t('profile.edit')}
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void signOut()}>
            {t('dashboard.logout')}
          </button>
        </div>
      </section>
    </main>
  );
}

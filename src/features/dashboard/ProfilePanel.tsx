import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { Avatar } from '../account';
import { readDeliveryLocation } from './deliveryLocation';

/** /auth: the signed-in user's profile (spec section 2, Dashboard). */
export default function ProfilePanel() {
  const { user } = useAuth();
  const [location] = useState(readDeliveryLocation);
  useEffect(() => {
    document.title = 'Profile';
  }, []);
  return (
    <main className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">My Profile</h1>
      <section aria-label="Profile" className="card card-border max-w-xl bg-base-100">
        <div className="card-body items-center gap-3 text-center sm:flex-row sm:items-start sm:text-left">
          <Avatar photoURL={user?.photoURL ?? null} size="w-24" />
          <dl className="grid w-full gap-3 sm:ml-4">
            <div>
              <dt className="text-sm opacity-70">Name</dt>
              <dd className="text-lg font-semibold">{user?.displayName || 'Anonymous User'}</dd>
            </div>
            <div>
              <dt className="text-sm opacity-70">Email</dt>
              <dd className="break-all">{user?.email || 'No email provided'}</dd>
            </div>
            <div>
              <dt className="text-sm opacity-70">Delivery Location</dt>
              <dd>{location ?? 'No location selected'}</dd>
            </div>
          </dl>
        </div>
        <div className="card-actions justify-center gap-2 px-6 pb-6 sm:justify-end">
          <button type="button" className="btn btn-primary btn-sm">
            Edit Profile
          </button>
          <button type="button" className="btn btn-outline btn-sm">
            Logout
          </button>
        </div>
      </section>
    </main>
  );
}

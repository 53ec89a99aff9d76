import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../i18n/usePageTitle';
import { BRAND_NAME } from '../../lib/brand';

/** The frame of /login and /signUp (docs/product.md §2): only the brand as a way home and a centred card. */
export function AuthCard({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <main
      id="content"
      tabIndex={-1}
      className="grid min-h-dvh place-items-center bg-base-200 px-4 py-10 focus:outline-none"
    >
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 block text-center text-3xl font-extrabold text-primary">
          {BRAND_NAME}
        </Link>
        <section aria-labelledby="auth-heading" className="card bg-base-100 shadow-xl">
          <div className="card-body gap-4">
            <h1 id="auth-heading" className="text-center text-2xl font-bold">
              {heading}
            </h1>
            {children}
          </div>
        </section>
      </div>
    </main>
  );
}

import type { ReactNode } from 'react';
import { usePageTitle } from '../../i18n/usePageTitle';
import { CONTAINER } from '../frame';

/** A plain page of the frame: a title and a line of text (docs/product.md §2: link targets only). */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className={`${CONTAINER} py-16 text-center`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mx-auto mt-4 max-w-xl text-base-content/70">{children}</div>
    </main>
  );
}

import type { ReactNode } from 'react';

/** A home section's title row: heading, optional line below, optional action on the right. */
export function SectionHeading({
  id,
  title,
  subtitle,
  action,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-base-content/70 sm:text-base">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}

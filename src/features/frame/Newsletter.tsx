import { useId } from 'react';
import { useT } from '../../i18n/useT';

/** Newsletter band: an email field and a SEND button that submit nothing (docs/product.md §2). */
export function Newsletter() {
  const t = useT();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-box bg-primary px-6 py-8 text-primary-content sm:px-10"
    >
      <div className="flex flex-col items-start gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold sm:text-2xl">
            {t('newsletter.title')}
          </h2>
          <p className="mt-1">{t('newsletter.text')}</p>
        </div>
        <div className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
          <label htmlFor={id} className="sr-only">
            {t('newsletter.emailLabel')}
          </label>
          <input
            id={id}
            type="email"
            placeholder={t('newsletter.emailPlaceholder')}
            autoComplete="email"
            className="input w-full border-0 text-base-content"
          />
          <button type="button" className="btn btn-neutral">
            {t('newsletter.send')}
          </button>
        </div>
      </div>
    </section>
  );
}

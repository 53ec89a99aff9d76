import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageLink } from '../../components/links';
import { ClockIcon, MailIcon, PhoneIcon } from '../../components/icons';
import { formatCode } from '../../i18n/format';
import { useLanguage, useT } from '../../i18n/useT';
import { BRAND_NAME } from '../../lib/brand';
import { FOOTER_BOTTOM_LINKS, FOOTER_COLUMNS } from './footerLinks';
import { CONTAINER } from './layout';
import { Logo } from './Logo';

// The same number in every language, written in its digits (the link dials the same either way).
const PHONE = { href: 'tel:+8809610000000', text: '+880 9610-000000' };
const EMAIL = 'support@example.com';
const HEADING = 'mb-3 text-sm font-bold uppercase tracking-wide';

/** The page frame's footer (docs/product.md §2, §9); the newsletter submits nothing, no remote images. */
export default function Footer() {
  const t = useT();
  const language = useLanguage();
  const newsletterId = useId();
  return (
    <footer className="mt-16 border-t border-base-300 bg-base-200 text-base-content">
      {/* The email field stays out of the part that skips rendering: autofill checking a field
          there would make the browser lay out the whole part. */}
      <div className={`${CONTAINER} pt-10`}>
        <section
          aria-labelledby={`${newsletterId}-title`}
          className="rounded-box bg-primary px-6 py-8 text-primary-content sm:px-10"
        >
          <div className="flex flex-col items-start gap-5 lg:flex-row lg:items-center lg:justify-between">
            <div>
              <h2 id={`${newsletterId}-title`} className="text-xl font-bold sm:text-2xl">
                {t('newsletter.title')}
              </h2>
              <p className="mt-1">{t('newsletter.text')}</p>
            </div>
            <div className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
              <label htmlFor={newsletterId} className="sr-only">
                {t('newsletter.emailLabel')}
              </label>
              <input
                id={newsletterId}
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
      </div>
      <div className={`render-when-visible ${CONTAINER}`}>
        <div className="grid grid-cols-2 gap-8 py-10 sm:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.4fr]">
          <div className="col-span-2 space-y-4 sm:col-span-3 lg:col-span-1">
            <Logo />
            <section aria-labelledby="footer-help">
              <h2 id="footer-help" className={HEADING}>
                {t('footer.help')}
              </h2>
              <ul className="space-y-3 text-sm">
                <li className="flex items-start gap-2">
                  <PhoneIcon className="mt-0.5 shrink-0 text-primary" />
                  <span>
                    <a href={PHONE.href} className="link-hover font-semibold">
                      {formatCode(PHONE.text, language)}
                    </a>
                    <span className="block opacity-70">{t('footer.customerSupport')}</span>
                  </span>
                </li>
                <li className="flex items-start gap-2">
                  <ClockIcon className="mt-0.5 shrink-0 text-primary" />
                  <span>
                    {t('footer.supportHoursValue')}
                    <span className="block opacity-70">{t('footer.supportHours')}</span>
                  </span>
                </li>
                <li className="flex items-start gap-2">
                  <MailIcon className="mt-0.5 shrink-0 text-primary" />
                  <a href={`mailto:${EMAIL}`} className="link-hover break-all">
                    {EMAIL}
                  </a>
                </li>
              </ul>
            </section>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.titleKey} aria-label={t(column.titleKey)}>
              <h2 className={HEADING}>{t(column.titleKey)}</h2>
              <FooterLinks links={column.links} className="space-y-2 text-sm" />
            </nav>
          ))}
          <section aria-labelledby="footer-app" className="col-span-2 sm:col-span-3 lg:col-span-1">
            <h2 id="footer-app" className={HEADING}>
              {t('footer.appTitle')}
            </h2>
            <div className="flex flex-wrap gap-2">
              <AppBadge
                mark={<PlayMark />}
                small={t('footer.getItOn')}
                big="Google Play"
                label={t('footer.getItOnGooglePlay')}
              />
              <AppBadge
                mark={<PhoneMark />}
                small={t('footer.downloadOnThe')}
                big="App Store"
                label={t('footer.downloadOnAppStore')}
              />
            </div>
          </section>
        </div>
        <div className="flex flex-col gap-4 border-t border-base-300 py-6 lg:flex-row lg:items-center lg:justify-between">
          <ul aria-label={t('footer.followUs')} className="flex gap-2">
            {SOCIAL.map(({ name, icon }) => (
              <li key={name}>
                <a
                  href="#"
                  aria-label={name}
                  className="btn btn-circle btn-sm border-base-300 bg-base-100 hover:border-primary hover:bg-primary hover:text-primary-content"
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    {icon}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <ul aria-label={t('footer.weAccept')} className="flex flex-wrap items-center gap-2">
            {PAYMENT_METHODS.map(({ name, labelKey, mark }) => (
              <li
                key={name}
                title={labelKey ? t(labelKey) : name}
                className="flex h-8 min-w-14 items-center justify-center rounded-md border border-base-300 bg-white px-2 text-sm shadow-sm"
              >
                <span className="sr-only">{labelKey ? t(labelKey) : name}</span>
                <span aria-hidden="true" className="flex">
                  {mark}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 border-t border-base-300 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="opacity-80">{t('footer.copyright', { brand: BRAND_NAME })}</p>
          <FooterLinks links={FOOTER_BOTTOM_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
        </div>
      </div>
    </footer>
  );
}

/** A list of the footer's links: a column's, or the bottom row's. */
function FooterLinks({ links, className }: { links: readonly PageLink[]; className: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.labelKey}>
          <Link to={link.to} className="link-hover opacity-80 hover:text-primary hover:opacity-100">
            {t(link.labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AppBadge({
  mark,
  small,
  big,
  label,
}: {
  mark: ReactNode;
  small: string;
  big: string;
  label: string;
}) {
  return (
    <a
      href="#"
      aria-label={label}
      className="flex w-40 items-center gap-2 rounded-lg bg-black px-3 py-1.5 text-white ring-1 ring-white/20 transition-transform hover:-translate-y-0.5"
    >
      {mark}
      <span className="leading-tight">
        <span className="block text-[10px] uppercase tracking-wide opacity-80">{small}</span>
        <span className="block text-base font-semibold">{big}</span>
      </span>
    </a>
  );
}

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M4 2.5 14 12 4 21.5a1.6 1.6 0 0 1-.6-1.3V3.8c0-.5.2-1 .6-1.3z" fill="#34d399" />
      <path d="M17.3 8.9 14 12l3.3 3.1 3.6-2a1.2 1.2 0 0 0 0-2.2z" fill="#facc15" />
      <path d="M4 2.5c.4-.3 1-.3 1.6 0l11.7 6.4L14 12z" fill="#60a5fa" />
      <path d="M4 21.5 14 12l3.3 3.1-11.7 6.4c-.6.3-1.2.3-1.6 0z" fill="#f87171" />
    </svg>
  );
}

function PhoneMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="6" y="2" width="12" height="20" rx="3" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </svg>
  );
}

function MastercardMark() {
  return (
    <svg viewBox="0 0 36 22" width="30" height="18" aria-hidden="true" focusable="false">
      <circle cx="13" cy="11" r="9" fill="#eb001b" />
      <circle cx="23" cy="11" r="9" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

// Brand names stay as written; only cash on delivery is a phrase to translate.
const PAYMENT_METHODS: { name: string; labelKey?: string; mark: ReactNode }[] = [
  { name: 'Visa', mark: <span className="font-black italic tracking-tight text-[#1a1f71]">VISA</span> },
  { name: 'Mastercard', mark: <MastercardMark /> },
  { name: 'bKash', mark: <span className="font-extrabold text-[#e2136e]">bKash</span> },
  { name: 'Nagad', mark: <span className="font-extrabold text-[#a34f0a]">Nagad</span> },
  { name: 'Rocket', mark: <span className="font-extrabold text-[#8c3494]">Rocket</span> },
  {
    name: 'Cash on Delivery',
    labelKey: 'payment.cashOnDelivery',
    mark: <span className="text-[11px] font-bold text-[#15803d]">COD</span>,
  },
];

/** Social profiles as labelled icon links (inline SVG, no remote assets). */
const SOCIAL = [
  {
    name: 'Facebook',
    icon: (
      <path
        d="M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V10H8v3.5h2V21h3.5v-7.5H16l.5-3.5h-3V9c0-.6.4-1 1-1z"
        fill="currentColor"
      />
    ),
  },
  {
    name: 'Instagram',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  {
    name: 'X (Twitter)',
    icon: (
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4.5 4h4l11 16h-4z" fill="none" strokeLinejoin="round" />
        <path d="M19.5 4 13.5 10.8M4.5 20l6-6.8" />
      </g>
    ),
  },
  {
    name: 'YouTube',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
        <path d="m10 9 5 3-5 3z" className="fill-base-100" />
      </>
    ),
  },
];

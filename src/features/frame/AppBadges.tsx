import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';

/** Store badges drawn locally (no remote images); the stores are not linked yet. */
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

function Badge({ mark, small, big, label }: { mark: ReactNode; small: string; big: string; label: string }) {
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

export function AppBadges() {
  const t = useT();
  return (
    <section aria-labelledby="footer-app">
      <h2 id="footer-app" className="mb-3 text-sm font-bold uppercase tracking-wide">
        {t('footer.appTitle')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Badge
          mark={<PlayMark />}
          small={t('footer.getItOn')}
          big="Google Play"
          label={t('footer.getItOnGooglePlay')}
        />
        <Badge
          mark={<PhoneMark />}
          small={t('footer.downloadOnThe')}
          big="App Store"
          label={t('footer.downloadOnAppStore')}
        />
      </div>
    </section>
  );
}

import { useT } from '../i18n/useT';

/** Keyboard users' first stop, to every page's `#content`; above the scenario bar (z-50, same corner). */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#content"
      className="btn btn-primary btn-sm sr-only z-[60] focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
    >
      {t('frame.skipToContent')}
    </a>
  );
}

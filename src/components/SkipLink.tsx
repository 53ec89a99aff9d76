import { useT } from '../i18n/useT';

/**
 * The first stop for keyboard users on every page, before the preview banner, the promo,
 * the utility bar and the header menus. Every page's main region is `#content`. Shown, it is
 * above the scenario bar of dev and demo builds (z-50, at the same corner).
 */
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

import { useT } from '../../i18n/useT';
import { BRAND_NAME } from '../../lib/brand';
import { AppBadges } from './AppBadges';
import { FooterColumns } from './FooterColumns';
import { FOOTER_BOTTOM_LINKS } from './footerLinks';
import { FooterLinks } from './FooterLinks';
import { HelpContact } from './HelpContact';
import { CONTAINER } from './layout';
import { Logo } from './Logo';
import { Newsletter } from './Newsletter';
import { PaymentBadges } from './PaymentBadges';
import { SocialLinks } from './SocialLinks';

export default function Footer() {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-base-300 bg-base-200 text-base-content">
      {/* The newsletter's email field stays out of the part that skips rendering: the browser's
          autofill checks every field on the page as it loads, and a field in a skipped part makes
          it style and lay out the whole part (the footer's ~150 elements). */}
      <div className={`${CONTAINER} pt-10`}>
        <Newsletter />
      </div>
      <div className={`render-when-visible ${CONTAINER}`}>
        <div className="grid grid-cols-2 gap-8 py-10 sm:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.4fr]">
          <div className="col-span-2 space-y-4 sm:col-span-3 lg:col-span-1">
            <Logo />
            <HelpContact />
          </div>
          <FooterColumns />
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <AppBadges />
          </div>
        </div>
        <div className="flex flex-col gap-4 border-t border-base-300 py-6 lg:flex-row lg:items-center lg:justify-between">
          <SocialLinks />
          <PaymentBadges />
        </div>
        <div className="flex flex-col gap-3 border-t border-base-300 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="opacity-80">{t('footer.copyright', { brand: BRAND_NAME })}</p>
          <FooterLinks links={FOOTER_BOTTOM_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
        </div>
      </div>
    </footer>
  );
}

import { formatCode } from '../../i18n/format';
import { useLanguage, useT } from '../../i18n/useT';
import { ClockIcon, MailIcon, PhoneIcon } from '../../components/icons';

// The same number in every language, written in its digits (the link dials the same either way).
const PHONE = { href: 'tel:+8809610000000', text: '+880 9610-000000' };
const EMAIL = 'support@example.com';

/** Help and contact info with the support hours (docs/product.md §9). */
export function HelpContact() {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="footer-help">
      <h2 id="footer-help" className="mb-3 text-sm font-bold uppercase tracking-wide">
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
  );
}

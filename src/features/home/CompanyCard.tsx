import { StarRating } from '../../components/StarRating';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { initials, type Company } from './companies';

export function CompanyCard({ company }: { company: Company }) {
  const t = useT();
  const { language } = usePreferences();
  return (
    <article className="flex h-full flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white"
          style={{ backgroundColor: company.color }}
        >
          {initials(company.name)}
        </span>
        <div className="min-w-0">
          <h3 className="truncate font-bold">{company.name}</h3>
          <div className="flex items-center gap-1 text-sm">
            <StarRating value={company.rating} />
            <span className="font-semibold">{formatNumber(company.rating, language)}</span>
          </div>
        </div>
      </div>
      <p className="text-sm text-base-content/70">{t(company.description)}</p>
    </article>
  );
}

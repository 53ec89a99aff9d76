import { Link } from 'react-router';
import { useCategories } from '../catalog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { categoryHref } from './layout';

/** The category names from the backend, each opening the filter page for it. */
export function CategoryLinks({
  onNavigate,
  className = '',
}: {
  onNavigate?: () => void;
  className?: string;
}) {
  const t = useT();
  const categories = useCategories();
  if (categories.isPending) return <Spinner label={t('frame.loadingCategories')} />;
  if (categories.isError)
    return (
      <ErrorMessage error={categories.error} onRetry={categories.retry} retrying={categories.retrying} />
    );
  const { data } = categories;
  if (data.length === 0) return <p className="p-3 text-sm opacity-70">{t('frame.noCategories')}</p>;
  return (
    <ul className={className}>
      {data.map((category) => (
        <li key={category.id}>
          {/* daisyUI's menu only tints the focused item; the outline makes keyboard focus unmistakable. */}
          <Link
            to={categoryHref(category.name)}
            onClick={onNavigate}
            data-backend-text
            className="focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-[-2px] focus-visible:outline-primary"
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

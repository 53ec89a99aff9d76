import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { categoriesQuery } from '../../api/categories';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { CategoryTile } from './CategoryTile';
import { SectionHeading } from './SectionHeading';
import { SlideButtons } from './SlideButtons';

/**
 * Items per view, spec section 9 (src/lib/breakpoints.ts CATEGORY_STRIP_BREAKPOINTS,
 * checked at six widths by e2e/storefront/home.spec.ts): 4, 5 from 480 px,
 * 6 from 768, 7 from 1024, 9 from 1280; 12 px apart.
 */
const PER_VIEW =
  '[--per-view:4] min-[480px]:[--per-view:5] md:[--per-view:6] lg:[--per-view:7] xl:[--per-view:9] [--gap:12px]';

/**
 * Every category with its picture; each opens the filter page for it. A
 * native scroll-snap strip rather than a carousel library: touch swiping,
 * trackpads and keyboard scrolling come free, and no script runs at load.
 */
export function CategoryStrip() {
  const t = useT();
  const { data, isPending, isError, error, refetch } = useQuery(categoriesQuery());
  const strip = useRef<HTMLUListElement>(null);
  // A page of categories per click; smooth unless the shopper asked for reduced motion.
  const page = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <section aria-labelledby="home-categories">
      <SectionHeading
        id="home-categories"
        title={t('home.shopByCategory')}
        action={
          data && data.length > 0 && <SlideButtons previousLabel={t('home.previousCategories')} nextLabel={t('home.nextCategories')} onPrevious={() => page(-1)} onNext={() => page(1)} />
        }
      />
      {isPending && <Spinner label={t('frame.loadingCategories')} />}
      {isError && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data?.length === 0 && <p className="text-base-content/70">{t('frame.noCategories')}</p>}
      {data && data.length > 0 && (
        <ul
          ref={strip}
          aria-label={t('nav.categories')}
          className={`${PER_VIEW} grid snap-x snap-mandatory auto-cols-[calc((100%-(var(--per-view)-1)*var(--gap))/var(--per-view))] grid-flow-col gap-(--gap) overflow-x-auto [scrollbar-width:none]`}
        >
          {data.map((category) => (
            <li key={category.id} className="snap-start py-1">
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

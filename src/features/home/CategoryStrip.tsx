import { useCategories } from '../catalog';
import { Carousel, CarouselArrows, useCarousel } from '../../components/carousel';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { CATEGORY_STRIP_BREAKPOINTS } from '../../lib/breakpoints';
import { useT } from '../../i18n/useT';
import { Link } from 'react-router';
import { categoryHref } from '../frame';
import { siteUrl } from '../../lib/siteUrl';
import { SectionHeading } from './SectionHeading';

/** Every category's picture and name, each opening the filter page; items per view: docs/product.md §9. */
export function CategoryStrip() {
  const t = useT();
  const categories = useCategories();
  const { data, isPending } = categories;
  const carousel = useCarousel({ count: data?.length ?? 0, perView: CATEGORY_STRIP_BREAKPOINTS, gap: 12 });
  return (
    <section aria-labelledby="home-categories">
      <SectionHeading
        id="home-categories"
        title={t('home.shopByCategory')}
        action={
          data &&
          data.length > 0 && (
            <CarouselArrows
              carousel={carousel}
              previousLabel={t('home.previousCategories')}
              nextLabel={t('home.nextCategories')}
            />
          )
        }
      />
      {isPending && <Spinner label={t('frame.loadingCategories')} />}
      {categories.isError && (
        <ErrorMessage error={categories.error} onRetry={categories.retry} retrying={categories.retrying} />
      )}
      {data?.length === 0 && <p className="text-base-content/70">{t('frame.noCategories')}</p>}
      {data && data.length > 0 && (
        <Carousel carousel={carousel} label={t('nav.categories')} slideClassName="py-1">
          {data.map((category) => (
            <Link
              key={category.id}
              to={categoryHref(category.name)}
              className="group flex flex-col items-center gap-2 rounded-box p-1 text-center"
            >
              <span className="flex aspect-square w-full max-w-28 items-center justify-center rounded-full border border-base-300 bg-base-200 p-3 transition group-hover:border-primary group-hover:shadow-md">
                <img
                  src={siteUrl(category.image)}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="h-full w-full object-contain"
                />
              </span>
              <span
                data-backend-text
                className="text-xs font-semibold leading-tight group-hover:text-primary sm:text-sm"
              >
                {category.name}
              </span>
            </Link>
          ))}
        </Carousel>
      )}
    </section>
  );
}

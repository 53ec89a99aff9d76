import { Link } from 'react-router';
import type { Category } from '../../contract';
import { categoryHref } from '../frame';
import { siteUrl } from '../../lib/siteUrl';

/** One category of the home strip: its picture in a circle and its name; opens the filter page. */
export function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
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
  );
}

import { SectionHeading } from './SectionHeading';

interface WeeklyOffer {
  title: string;
  text: string;
  image: string;
  alt: string;
  tint: string;
}

const OFFERS: readonly WeeklyOffer[] = [
  {
    title: 'Fresh Vegetables, Picked This Morning',
    text: 'Up to 30% off leafy greens, tomatoes and carrots.',
    image: '/images/banners/weekly1.svg',
    alt: 'Broccoli, carrots and tomatoes',
    tint: 'bg-[#e3f4dc]',
  },
  {
    title: 'Dairy & Breakfast Essentials',
    text: 'Buy two, get one free on milk, cheese and eggs.',
    image: '/images/banners/weekly2.svg',
    alt: 'A milk carton, cheese and eggs',
    tint: 'bg-[#fdebd3]',
  },
];

/** Two static promo banners (spec section 2): an 'Only This Week' badge and a Shop Now that does nothing. */
export function WeeklyOffers() {
  return (
    <section aria-labelledby="home-weekly">
      <SectionHeading id="home-weekly" title="Weekly Offers" />
      <div className="grid gap-4 md:grid-cols-2">
        {OFFERS.map((offer) => (
          <article key={offer.title} className={`relative flex min-h-52 overflow-hidden rounded-box ${offer.tint} text-slate-900`}>
            <img
              src={offer.image}
              alt={offer.alt}
              width={300}
              height={300}
              loading="lazy"
              className="absolute inset-y-0 right-0 h-full w-[45%] object-cover object-center"
            />
            <div className="relative flex w-[58%] flex-col items-start gap-2 p-5 sm:w-1/2 sm:p-7">
              <span className="badge badge-warning badge-sm font-semibold">Only This Week</span>
              <h3 className="text-lg font-bold leading-snug sm:text-2xl">{offer.title}</h3>
              <p className="text-sm text-slate-700">{offer.text}</p>
              <button type="button" className="btn btn-sm mt-auto border-0 bg-slate-900 text-white hover:bg-slate-700">
                Shop Now
              </button>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

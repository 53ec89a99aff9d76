import { A11y, Autoplay, Keyboard, Mousewheel, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { HeroSlide } from './HeroSlide';
import { HERO_AUTOPLAY_MS, HOME_SLIDES } from './slides';
import { SWIPER_THEME } from './swiperTheme';

/**
 * The hero's Swiper: arrows, clickable bullets, mouse wheel and keyboard.
 * The wheel only reacts to horizontal scrolling (trackpads, tilt wheels) so
 * a normal vertical scroll over the banner still scrolls the page.
 */
export default function HeroSwiper() {
  return (
    <Swiper
      modules={[Navigation, Pagination, Mousewheel, Keyboard, Autoplay, A11y]}
      style={SWIPER_THEME}
      className="rounded-box"
      slidesPerView={1}
      loop
      // Arrows from lg up, where the text sits beside the picture; smaller screens swipe.
      navigation={{ enabled: false }}
      breakpoints={{ 1024: { navigation: { enabled: true } } }}
      pagination={{ clickable: true }}
      mousewheel={{ forceToAxis: true }}
      keyboard={{ enabled: true }}
      autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false }}
    >
      {HOME_SLIDES.map((slide, index) => (
        <SwiperSlide key={slide.title}>
          <HeroSlide slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

export { Carousel, CarouselArrows, CarouselDots } from './Carousel';
export { useCarousel, type CarouselOptions, type CarouselState } from './useCarousel';

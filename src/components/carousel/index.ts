export { Carousel, CarouselArrows, CarouselDots, SlideArrows } from './Carousel';
export { useCarousel, type CarouselOptions, type CarouselState } from './useCarousel';

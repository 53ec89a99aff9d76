/** Shared by the strip's Swiper and its static first screen, so they line up. */
export const CATEGORY_GAP_PX = 12;
export const CATEGORY_SLIDE_CLASS = 'py-1';

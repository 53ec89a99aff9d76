import { onTestFinished } from 'vitest';

/** For this test, every element is `width` px wide and scrollTo moves it at once; returns the `left`s. */
export function fakeScrolling(width: number): number[] {
  const scrolledTo: number[] = [];
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    const left = typeof options === 'object' ? (options.left ?? 0) : 0;
    scrolledTo.push(left);
    this.scrollLeft = left;
  } as typeof HTMLElement.prototype.scrollTo;
  onTestFinished(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  });
  return scrolledTo;
}

import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus; fails if it is not reached within `maxTabs`. */
export async function tabTo(page: Page, target: Locator, maxTabs = 60) {
  for (let i = 0; i < maxTabs; i++) {
    if (await isFocused(target).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect
    .poll(() => isFocused(target), { message: `not reachable with Tab within ${maxTabs} presses` })
    .toBe(true);
}

/**
 * The focused element draws an outline or a ring (box-shadow). A composite field (daisyUI's `.input`)
 * draws it on the wrapper through :focus-within, so the nearest two ancestors count too.
 */
export async function expectVisibleFocus(target: Locator) {
  const styles = await target.evaluate((el) => {
    const chain = [el, el.parentElement, el.parentElement?.parentElement].filter(
      (e): e is HTMLElement => !!e,
    );
    return chain.map((e) => {
      const css = getComputedStyle(e);
      return { outlineStyle: css.outlineStyle, outlineWidth: css.outlineWidth, boxShadow: css.boxShadow };
    });
  });
  const drawn = styles.some(
    (s) => (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none',
  );
  expect(drawn, `no focus indicator: ${JSON.stringify(styles)}`).toBe(true);
}

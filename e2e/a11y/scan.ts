import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { urls } from '../support/ports';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type Violation = AxeResults['violations'][number];

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

/** The WCAG 2.1 A/AA rules that read colours: all a theme changes (daisyUI themes are colour sets). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe with the WCAG 2.1 A/AA rules on the page as it is now, or only its colour rules. */
export async function scan(page: Page, { coloursOnly = false } = {}): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself: the app has no frames to merge results from.
  const axe = new AxeBuilder({ page }).setLegacyMode();
  const results = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_TAGS)).analyze();
  return results.violations;
}

/** Rules violated by impact, with the elements affected in brackets: "critical=0 serious=1(12) moderate=0 minor=0". */
export function countsByImpact(violations: Violation[]): string {
  return IMPACTS.map((impact) => {
    const rules = violations.filter((v) => v.impact === impact);
    const elements = rules.reduce((sum, v) => sum + v.nodes.length, 0);
    return `${impact}=${rules.length}${elements > 0 ? `(${elements})` : ''}`;
  }).join(' ');
}

export const blocking = (violations: Violation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** One line per violation and element, so a failure says what to fix and where. */
export function describe(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.impact} ${v.id} ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ') ?? v.help}`,
    ),
  );
}

/** Loaded as a shopper sees it: heading, footer (last to arrive), no spinner, images drawn, no transition. */
export async function settled(page: Page, { footer }: { footer: boolean }) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  if (footer) await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  const eagerImagesDrawn = () =>
    page
      .locator('img:not([loading="lazy"])')
      .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete));
  await expect.poll(eagerImagesDrawn).toBe(true);
  // The password forms' submit buttons are disabled until the app starts: checked once enabled.
  await expect.poll(() => page.locator('main form button[type="submit"]:disabled').count()).toBe(0);
  // A colour mid-transition is no colour the reader is left with. Looping animations never end.
  const fading = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
    );
  await expect.poll(fading).toBe(0);
}

/** A product the stub serves right now (the stub is reset before every test). */
export async function aProductId(): Promise<string> {
  const response = await fetch(`${urls.stub}/products`);
  const products = (await response.json()) as { _id: string }[];
  return products[0]!._id;
}

export interface Found {
  layout: string[];
  digits: string[];
}

interface InspectOptions {
  /** Look for Latin digits in the page's own text (Bengali pages). */
  digits: boolean;
  /** Scrolled to the end, the fixed header covers what scrolling up uncovers: only lower ones count. */
  scrolledToEnd: boolean;
}

export interface WidthSweep {
  /** Accessible names of the header toggles to open, as regular expression sources. */
  toggles: { state: string; label: string; how: 'click' | 'focus' }[];
  digits: boolean;
}

/**
 * Runs in the page (page.evaluate sends this function alone, with its helpers), at one width: at the top,
 * each header menu open, scrolled to the end; each state two frames after, again once animations end.
 */
export async function sweepWidth({ toggles, digits }: WidthSweep): Promise<Record<string, Found>> {
  /** What does not fit a phone's screen, and, if asked, the page's own text in Latin digits. */
  function inspect({ digits, scrolledToEnd }: InspectOptions): Found {
    const width = window.innerWidth;
    const height = window.innerHeight;

    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('');
      const label = element.getAttribute('aria-label');
      const text = (label ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
    };
    // Screen-reader-only boxes (1 px, clipped, `margin: -1px`) draw nothing on screen.
    const shown = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    };

    // An element inside a box that clips sideways (a carousel's track, a scrolling table) is that
    // box's business: the box itself is checked.
    const clipping = new Map<Element, boolean>();
    const insideClippingBox = (element: Element): boolean => {
      const parent = element.parentElement;
      if (!parent || parent === document.body || parent === document.documentElement) return false;
      let clips = clipping.get(parent);
      if (clips === undefined) {
        clips = getComputedStyle(parent).overflowX !== 'visible' || insideClippingBox(parent);
        clipping.set(parent, clips);
      }
      return clips;
    };

    const layout: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) layout.push(`sideways scroll: the page is ${pageWidth}px wide`);

    const pastEdge = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      // The box first: it is the cheap question, and nearly every element is inside.
      const rect = element.getBoundingClientRect();
      if (rect.right <= width + 0.5 && rect.left >= -0.5) continue;
      if (!insideClippingBox(element) && shown(element)) pastEdge.add(element);
    }
    for (const element of pastEdge) {
      // The outermost one is the one to fix; its children only follow it.
      if (element.parentElement && pastEdge.has(element.parentElement)) continue;
      const rect = element.getBoundingClientRect();
      layout.push(
        `past the screen's edge (${Math.round(rect.left)}..${Math.round(rect.right)}px): ${describe(element)}`,
      );
    }

    // What stays put over the page as it scrolls (fixed or sticky), and the workspace's own tools
    // above it (the scenario bar is absolute, components/demoTools.ts): what may cover the page.
    const pinned = (element: Element | null): Element | null => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        if (at.hasAttribute('data-demo-tools')) return at;
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return at;
      }
      return null;
    };
    /** What covers `rect`, which belongs to `owner`, if a pinned element does: its middle or either end. */
    const coverOf = (rect: DOMRect, owner: Element): Element | null => {
      const y = rect.top + rect.height / 2;
      const inset = Math.min(4, rect.width / 4);
      for (const x of [rect.left + rect.width / 2, rect.left + inset, rect.right - inset]) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || owner.contains(hit) || hit.contains(owner)) continue;
        const cover = pinned(hit);
        if (!cover || cover.contains(owner)) continue;
        if (scrolledToEnd && cover.getBoundingClientRect().top <= 0.5) continue;
        return cover;
      }
      return null;
    };
    // Each line once, after the layout lines above.
    const covered = new Set<string>();
    const report = (cover: Element, what: string) => covered.add(`${describe(cover)} covers ${what}`);
    // An open popover (the phone's menu, the filter sheet) is the layer a shopper is using: the page
    // behind its backdrop is meant to be covered, so only what is inside it is checked.
    const layer = document.querySelector(':popover-open') ?? document.body;
    // Every control, picture and piece of text a shopper sees: not only what a finger taps.
    const things = layer.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], img, svg, video, canvas',
    );
    for (const thing of things) {
      const rect = thing.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || !shown(thing)) continue;
      const cover = coverOf(rect, thing);
      if (cover) report(cover, describe(thing));
    }
    const texts = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.nodeValue?.trim() || parent.closest('script, style, noscript, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // One line of the text at a time: a wrapped paragraph's box is mostly empty space.
      for (const line of range.getClientRects()) {
        if (line.width < 2 || line.height < 2 || line.bottom < 0 || line.top >= height) continue;
        if (!shown(parent)) break;
        const cover = coverOf(line, parent);
        if (cover) {
          report(
            cover,
            `the text "${(node.nodeValue ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" of ${describe(parent)}`,
          );
          break;
        }
      }
    }

    const latin: string[] = [];
    if (digits) {
      // Product data from the backend, the developer detail line of a failure, and addresses.
      const notOurs = '[data-backend-text], [data-dev-detail], script, style, noscript, template';
      const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.nodeValue ?? '').replace(email, '');
        const parent = node.parentElement;
        if (!/[0-9]/.test(text) || !parent || parent.closest(notOurs)) continue;
        // Screen-reader-only text is read out: it counts, though it has a 1 px box.
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        latin.push(`"${text.trim().slice(0, 60)}" in ${describe(parent)}`);
      }
      for (const field of document.body.querySelectorAll<HTMLInputElement>('input, textarea')) {
        // A slider's value is not written on screen (what a screen reader says is aria-valuetext's).
        if (
          ['email', 'password', 'hidden', 'range'].includes(field.type) ||
          field.closest(notOurs) ||
          !shown(field)
        )
          continue;
        for (const [what, value] of [
          ['value', field.value],
          ['placeholder', field.placeholder],
        ] as const) {
          if (/[0-9]/.test(value.replace(email, ''))) latin.push(`${what} "${value}" of ${describe(field)}`);
        }
      }
    }
    return { layout: [...layout, ...covered], digits: latin };
  }

  const frames = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  // Only running, finite animations, and at most 1 s: a paused one never finishes.
  const animationsDone = async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    await frames();
  };
  const look = async (options: InspectOptions) => {
    await frames();
    const found = inspect(options);
    if (found.layout.length + found.digits.length === 0) return found;
    // A dropdown mid-opening or a carousel mid-slide is measured again once it has come to rest.
    await animationsDone();
    return inspect(options);
  };
  const inHeader = (label: string) =>
    [...document.querySelectorAll<HTMLElement>('header button[aria-label]')].find((button) =>
      new RegExp(label).test(button.getAttribute('aria-label') ?? ''),
    );

  const seen: Record<string, Found> = {};
  seen['top'] = await look({ digits, scrolledToEnd: false });
  for (const { state, label, how } of toggles) {
    const toggle = inHeader(label);
    if (!toggle) {
      seen[state] = { layout: [`no header button named ${label} to open`], digits: [] };
      continue;
    }
    if (how === 'click') toggle.click();
    else toggle.focus();
    seen[state] = await look({ digits, scrolledToEnd: false });
    if (how === 'click') toggle.click();
    else toggle.blur();
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  seen['scrolled to the end'] = await look({ digits: false, scrolledToEnd: true });
  window.scrollTo(0, 0);
  await frames();
  return seen;
}

import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A colour no page of the shop paints: what a shot shorter or narrower than the other is filled with. */
const MISSING = [255, 0, 255, 255];

function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const out = new PNG({ width, height });
  for (let i = 0; i < out.data.length; i += 4) out.data.set(MISSING, i);
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

export interface Comparison {
  /** Pixels that differ: every one, however slight (threshold 0, anti-aliasing included). */
  changed: number;
  /** Pixels of the larger of the two shots. */
  total: number;
  /** The change's shot, faded, with every differing pixel in red: a PNG. */
  diff: Buffer;
}

/** Compares two PNGs of one screen; shots of different sizes differ by at least the rows one lacks. */
export function compare(before: Buffer, after: Buffer): Comparison {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const changed = pixelmatch(
    padded(a, width, height).data,
    padded(b, width, height).data,
    diff.data,
    width,
    height,
    { threshold: 0, includeAA: true, alpha: 0.15 },
  );
  return { changed, total: width * height, diff: PNG.sync.write(diff) };
}

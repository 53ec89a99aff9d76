import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compare } from './compare';

/** A small opaque PNG of one colour, `change` applied to its pixels' bytes. */
function png(width: number, height: number, change: (data: Buffer) => void = () => {}): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  change(image.data);
  return PNG.sync.write(image);
}

describe('comparing two shots of a screen', () => {
  it('finds no change between equal pictures', () => {
    expect(compare(png(8, 6), png(8, 6))).toMatchObject({ changed: 0, total: 48 });
  });

  it('reports a single pixel changed by one step of one channel, and marks it in the diff', () => {
    const pixel = (2 * 8 + 5) * 4; // x 5, y 2
    const result = compare(
      png(8, 6),
      png(8, 6, (data) => void (data[pixel + 2] = 201)),
    );
    expect(result.changed).toBe(1);
    const diff = PNG.sync.read(result.diff);
    expect([...diff.data.subarray(pixel, pixel + 3)]).toEqual([255, 0, 0]);
  });

  it('counts the rows a longer page has that the other lacks', () => {
    expect(compare(png(8, 6), png(8, 7))).toMatchObject({ changed: 8, total: 56 });
  });
});

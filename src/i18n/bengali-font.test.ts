import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The two @font-face rules of bengali-font.css, with their weight and their src entries in order. */
function fontFaces() {
  const css = readFileSync(join(import.meta.dirname, 'bengali-font.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    weight: /font-weight:\s*(\d+)/.exec(body!)![1],
    sources: [...body!.matchAll(/(local|url)\('([^']+)'\)/g)].map(([, kind, name]) => ({
      kind,
      name: name!,
    })),
  }));
}

describe('the Bengali font faces', () => {
  it('are a regular and a bold face', () => {
    expect(fontFaces().map((face) => face.weight)).toEqual(['400', '700']);
  });

  it("try the device's own fonts before the one woff2, which comes last", () => {
    for (const { sources } of fontFaces()) {
      expect(sources.at(-1)).toMatchObject({ kind: 'url', name: expect.stringMatching(/\.woff2$/) });
      expect(sources.slice(0, -1).length).toBeGreaterThan(0);
      expect(sources.slice(0, -1).every((source) => source.kind === 'local')).toBe(true);
    }
  });

  it('names only bold faces in the bold rule (a regular face there is drawn unbolded)', () => {
    const bold = fontFaces().find((face) => face.weight === '700')!;
    const locals = bold.sources.filter((source) => source.kind === 'local').map((source) => source.name);
    expect(locals.filter((name) => !/bold/i.test(name))).toEqual([]);
  });
});

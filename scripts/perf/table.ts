import type { Sample } from './load';

export type Row = Record<string, string>;

/** The lower median: always one of the measured samples (of an even count, the faster middle one). */
const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

const ms = (values: number[]) => (values.length ? String(Math.round(median(values))) : '-');

/** The painted languages of the loads: one value when they agree, else each with its count. */
function paintedSummary(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const { painted = '?' } of samples) counts.set(painted, (counts.get(painted) ?? 0) + 1);
  if (counts.size <= 1) return [...counts.keys()][0] ?? '-';
  return [...counts].map(([painted, count]) => `${painted}×${count}`).join(' ');
}

/** One row per page × shopper × target (in the order given): medians of the loads that succeeded (`n`). */
export function summarize(
  samples: Sample[],
  order: { pages: string[]; shoppers: string[]; targets: string[] },
): Row[] {
  const rows: Row[] = [];
  const returning = samples.some((s) => s.netKB !== undefined || s.offlineShown !== undefined);
  for (const page of order.pages)
    for (const shopper of order.shoppers)
      for (const target of order.targets) {
        const all = samples.filter((s) => s.page === page && s.shopper === shopper && s.target === target);
        if (all.length === 0) continue;
        const ok = all.filter((s) => !s.error);
        const values = (key: 'fcp' | 'lcp' | 'interactive' | 'scriptsIn' | 'kB' | 'card' | 'netKB') =>
          ok.flatMap((s) => (s[key] === undefined ? [] : [s[key]]));
        rows.push({
          page,
          shopper,
          target,
          n: `${ok.length}/${all.length}`,
          'FCP ms': ms(values('fcp')),
          'LCP ms': ms(values('lcp')),
          'interactive ms': ms(values('interactive')),
          // What the wait for interactive was made of: the scripts' arrival, and the bytes by then.
          'scripts in ms': ms(values('scriptsIn')),
          'kB by then': ms(values('kB')),
          'first card ms': ms(values('card')),
          // A load without any layout shift gets no CLS report from web-vitals: its CLS is 0.
          CLS: ok.length ? median(ok.map((s) => s.cls ?? 0)).toFixed(3) : '-',
          'lang@FCP': paintedSummary(ok),
          // --returning: what came over the network by the first paint, and the offline visits' outcome.
          ...(returning && {
            'net kB@FCP': ms(values('netKB')),
            'offline shown': ok.some((s) => s.offlineShown !== undefined)
              ? `${ok.filter((s) => s.offlineShown).length}/${ok.length}`
              : '-',
          }),
        });
      }
  return rows;
}

/** The rows as aligned text columns (console.table quotes every string). */
export function formatTable(rows: Row[]): string {
  if (rows.length === 0) return '(no loads)';
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)));
  const numeric = (c: string) => rows.every((r) => /^(\d+(\.\d+)?(\/\d+)?|-)$/.test(r[c] ?? ''));
  const cell = (text: string, i: number) =>
    numeric(columns[i]!) ? text.padStart(widths[i]!) : text.padEnd(widths[i]!);
  const line = (cells: string[]) => cells.map(cell).join('  ').trimEnd();
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => r[c] ?? ''))),
  ].join('\n');
}

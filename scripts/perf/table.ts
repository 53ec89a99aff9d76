/** Plain-text tables for the perf scripts' output (CI logs, closing notes). */

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Right-aligns every column but the first; returns the lines. */
export function formatTable(headers: string[], rows: string[][]): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

export function printTable(headers: string[], rows: string[][]) {
  console.info(formatTable(headers, rows).join('\n'));
}

/** The median of some numbers (the lower middle for an even count, so it is a measured value). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

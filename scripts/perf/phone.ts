/**
 * `npm run perf:phone`: pages of running demos (`npm run demo`) loaded as on a mid-range phone (load.ts),
 * medians per page × shopper × target. Loads interleave (each run visits every target, page and shopper)
 * so a before/after pair shares the machine's mood. Exit 1 on a broken measurement, never on a slow one.
 */
import type { Browser } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { refuse } from '../flags';
import { parsePhoneArgs, USAGE, type PhoneOptions } from './args';
import { launchChromium } from './chromium';
import { bengaliSystemFont, hostIndex } from './hostIndex';
import { measureLoad, measureReturning, RETURNING_VISITS, THROTTLING, type Sample } from './load';
import { formatTable, summarize } from './table';

let options: PhoneOptions;
try {
  options = parsePhoneArgs(process.argv.slice(2));
} catch (error) {
  refuse({ name: 'npm run perf:phone', usage: USAGE }, `${(error as Error).message}.`);
}
const { targets, runs, pages, shoppers } = options;

const speed = async (browser: Browser) =>
  `benchmarkIndex ${await hostIndex(browser)}, load ${loadavg()[0]!.toFixed(1)}`;

const samples: Sample[] = [];
const browser = await launchChromium();
const host = { before: '', after: '' };
try {
  host.before = await speed(browser);
  console.info(`Host ${host.before} (~1750 is a fast desktop; this machine swings by ~40% within an hour)`);
  console.info(`Bengali system font: ${bengaliSystemFont()}`);
  for (let run = 1; run <= runs; run++)
    for (const target of targets)
      for (const page of pages)
        for (const shopper of shoppers) {
          // Across: the next page of the list, as a shopper goes on from the one they came back to.
          const across = pages[(pages.indexOf(page) + 1) % pages.length]!;
          const loads = options.returning
            ? await measureReturning(browser, target, page, across, shopper, run)
            : [await measureLoad(browser, target, page, shopper, run)];
          samples.push(...loads);
          const figures = loads
            .map((s) =>
              s.offlineShown !== undefined
                ? `offline ${s.offlineShown ? 'shown' : 'NOT shown'}`
                : (s.error ?? `FCP ${Math.round(s.fcp!)} interactive ${Math.round(s.interactive!)}`),
            )
            .join('; ');
          console.info(`  run ${run} ${target.name} ${page} ${shopper}: ${figures}`);
        }
  host.after = await speed(browser);
} finally {
  await browser.close();
}

const targetNames = targets.flatMap(({ name }) =>
  options.returning ? RETURNING_VISITS.map((visit) => `${name} ${visit}`) : [name],
);
const rows = summarize(samples, { pages, shoppers, targets: targetNames });
const throttling = `${THROTTLING.cpuSlowdown}x CPU, ${THROTTLING.latency} ms RTT, 1.6 Mbps down, 750 kbps up`;
console.info(
  `\nPixel 7 viewport (412x839), ${throttling}, cold; medians of ${runs}, ms from navigation start`,
);
console.info(formatTable(rows));
console.info(`Host before: ${host.before}; after: ${host.after}`);
if (options.json) {
  const report = { throttling: THROTTLING, runs, host, targets, samples };
  writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  console.info(`Every load's figures: ${options.json}`);
}
const broken = samples.filter((s) => s.error);
if (broken.length > 0) {
  console.error(`${broken.length} of ${samples.length} loads were not measured (see the log above)`);
  process.exit(1);
}

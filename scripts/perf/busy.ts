import { cpus, loadavg } from 'node:os';

/** Other work on the machine (e2e runs, builds) slows every measurement: say so next to the numbers. */
export function warnIfBusy(what: string) {
  const load = loadavg()[0]!;
  const cores = cpus().length;
  if (load > cores) {
    console.warn(
      `Warning: load average ${load.toFixed(1)} on ${cores} CPUs. ${what} will be worse than on an idle machine.`,
    );
  }
}

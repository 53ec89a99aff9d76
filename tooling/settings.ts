/**
 * What a `vite build` must be told, checked in vite.config.ts so `vite build` alone fails too: without
 * VITE_API_URL the app would call 127.0.0.1:3001 on a shopper's machine, without Firebase no sign-in.
 */
export type BuildEnv = Record<string, string | undefined>;

const isHttpUrl = (value: string) =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

/** The missing or broken settings, as lines a person can act on; empty when the build may go on. */
export function buildSettingProblems(env: BuildEnv): string[] {
  const set = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const problems: string[] = [];
  const api = set('VITE_API_URL');
  if (!api) problems.push('VITE_API_URL is not set: the product backend URL, e.g. https://api.example.com');
  // 'self' (the page's own origin) only where the MSW worker answers there: the demo build.
  else if (api === 'self' && set('VITE_MSW') !== 'true')
    problems.push(
      "VITE_API_URL=self needs VITE_MSW=true: only the demo's in-browser backend answers on the page's origin",
    );
  else if (api !== 'self' && !isHttpUrl(api))
    problems.push(`VITE_API_URL must be an http(s) URL, got '${api}'`);
  if (!set('VITE_FIREBASE_PROJECT_ID'))
    problems.push('VITE_FIREBASE_PROJECT_ID is not set: the Firebase project id');
  if (!set('VITE_AUTH_EMULATOR_URL')) {
    for (const name of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN']) {
      if (!set(name))
        problems.push(`${name} is not set (needed unless VITE_AUTH_EMULATOR_URL points at an emulator)`);
    }
  }
  return problems;
}

export function assertBuildSettings(mode: string, env: BuildEnv) {
  const problems = buildSettingProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    [
      `This ${mode} build is missing its settings:`,
      ...problems.map((problem) => `  - ${problem}`),
      `Set them in the environment or in .env.${mode}.local (see .env.example); a build never falls back to the local stub.`,
    ].join('\n'),
  );
}

import { lazy, Suspense, useState } from 'react';
import { usesAuthEmulator } from '../../auth/config';
import { useT } from '../../i18n/useT';
import { loadWorkspaceMessages } from '../../i18n/workspace';
import { useHydrated } from '../../lib/useHydrated';
import { GitHubIcon, GoogleIcon } from './icons';
import { useGoogleSignIn } from './useGoogleSignIn';

/**
 * The emulator's account picker, with its texts (the workspace's own catalog, src/i18n/workspace.ts):
 * loaded when it first opens, and shown only once both are in. Decided at build time: a build for a
 * real Firebase project has neither.
 */
const GoogleEmulatorDialog = import.meta.env.VITE_AUTH_EMULATOR_URL
  ? lazy(() =>
      Promise.all([import('./GoogleEmulatorDialog'), loadWorkspaceMessages()]).then(([module]) => ({
        default: module.GoogleEmulatorDialog,
      })),
    )
  : undefined;

// Provider names are brands: the same in every language.
const GOOGLE = 'Google';
const GITHUB = 'GitHub';

/**
 * 'Or sign in with': the first button is Google, the second does nothing (spec
 * section 2). With the Auth emulator, Google opens the emulator's account picker.
 */
export function SocialSignIn() {
  const t = useT();
  const signInWithGoogle = useGoogleSignIn();
  const [picking, setPicking] = useState(false);
  // In the prerendered page a tap before React has adopted it would do nothing (early taps are not
  // replayed, decision 033): the button waits for React, as the login form's does. Seen in e2e on a
  // busy host: the tap came between the page's load and hydration, and no picker opened.
  const hydrated = useHydrated();

  function onGoogle() {
    if (usesAuthEmulator()) setPicking(true);
    else void signInWithGoogle();
  }

  return (
    <section aria-labelledby="social-heading" className="flex flex-col gap-3">
      <h2 id="social-heading" className="divider text-sm font-normal">
        {t('login.orSignInWith')}
      </h2>
      <div className="flex justify-center gap-3">
        <button type="button" className="btn btn-outline" onClick={onGoogle} disabled={!hydrated}>
          <GoogleIcon /> {GOOGLE}
        </button>
        <button type="button" className="btn btn-outline" title={t('login.notAvailable')}>
          <GitHubIcon /> {GITHUB}
        </button>
      </div>
      {picking && GoogleEmulatorDialog && (
        <Suspense>
          <GoogleEmulatorDialog
            onClose={() => setPicking(false)}
            onPick={(account) => {
              setPicking(false);
              void signInWithGoogle(account);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

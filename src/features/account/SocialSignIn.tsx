import { lazy, Suspense, useState } from 'react';
import { usesAuthEmulator } from '../../auth/config';
import { useT } from '../../i18n/useT';
import { loadWorkspaceMessages } from '../../i18n/workspace';
import { useHydrated } from '../../lib/useHydrated';
import { GitHubIcon, GoogleIcon } from './icons';
import { useGoogleSignIn } from './useGoogleSignIn';

/** The emulator's account picker and its texts (src/i18n/workspace.ts), loaded on first open. */
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

/** 'Or sign in with' (docs/product.md §2): Google (the emulator's picker with the emulator), and a no-op. */
export function SocialSignIn() {
  const t = useT();
  const signInWithGoogle = useGoogleSignIn();
  const [picking, setPicking] = useState(false);
  // A tap before hydration would be lost (not replayed, decision 033): the button waits for React.
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

import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Catalogs are PO files keyed by explicit ids (`nav.home`), written by hand:
 * no macros, so no Babel step (docs/decisions/012-i18n-lingui.md). The Vite
 * plugin compiles a catalog when it is imported.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [
    // The workspace's own tools' messages (scenario bar, preview banner, the Auth emulator's
    // picker, the demo's sign-up notice): a catalog of their own, which those tools load (src/i18n/workspace.ts), so a
    // production build's first page carries none of them.
    {
      path: '<rootDir>/src/i18n/locales/workspace/{locale}',
      include: [
        'src/features/scenario',
        'src/features/preview-banner',
        'src/features/account/GoogleEmulatorDialog.tsx',
        'src/features/account/DemoPasswordNotice.tsx',
      ],
    },
    { path: '<rootDir>/src/i18n/locales/{locale}', include: ['src'] },
  ],
  fallbackLocales: { default: 'en' },
  // A msgid is the message's id (`nav.home`), not its English text.
  format: formatter({ explicitIdAsDefault: true }),
});

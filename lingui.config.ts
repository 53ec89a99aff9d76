import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Hand-written PO catalogs keyed by ids: no macros, no Babel step (docs/decisions/012-i18n-lingui.md). */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [
    // The scenario panel's Calls view: a catalog it loads with itself.
    {
      path: '<rootDir>/src/i18n/locales/workspace/calls/{locale}',
      include: ['src/features/scenario/CallsView.tsx'],
    },
    // The workspace tools' messages: their own catalog (src/i18n/workspace.ts), none in a production page.
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

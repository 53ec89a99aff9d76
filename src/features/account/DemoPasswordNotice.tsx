import { useT } from '../../i18n/useT';

/**
 * The sign-up form's word where Auth is the in-browser emulator (the static demo, dev:msw): the
 * accounts are kept in this browser's storage, which other pages of the same site can read, so a
 * password used anywhere else does not belong here (decision 040). Its text is the workspace's
 * catalog: a build for a real Firebase project has neither this nor the text.
 */
export function DemoPasswordNotice() {
  const t = useT();
  return (
    <p role="note" className="rounded-box border border-warning bg-warning/15 p-3 text-sm">
      {t('emulator.demoPassword')}
    </p>
  );
}

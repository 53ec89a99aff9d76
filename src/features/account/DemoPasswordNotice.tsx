import { useT } from '../../i18n/useT';

/** With the in-browser Auth emulator, accounts sit in readable storage: no real password (decision 040). */
export function DemoPasswordNotice() {
  const t = useT();
  return (
    <p role="note" className="rounded-box border border-warning bg-warning/15 p-3 text-sm">
      {t('emulator.demoPassword')}
    </p>
  );
}

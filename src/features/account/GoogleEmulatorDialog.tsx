import { useEffect, useRef, type SubmitEvent } from 'react';
import { demoGoogleAccounts } from '../../../fixtures/demo-accounts';
import type { GoogleTestAccount } from '../../auth/AuthContext';
import { useT } from '../../i18n/useT';
import { TextField } from './TextField';

/** Decided at build time: a build without the emulator ships none of the test accounts. */
const emulatorAccounts = import.meta.env.VITE_AUTH_EMULATOR_URL ? demoGoogleAccounts : [];

/** A stable emulator `sub` for a typed email, so the same email is the same user next time. */
export function testAccountFor(email: string, name: string): GoogleTestAccount {
  const clean = email.trim().toLowerCase();
  return { sub: `emulator-${clean}`, email: clean, name: name.trim() || clean.split('@')[0]! };
}

interface Props {
  onPick(account: GoogleTestAccount): void;
  onClose(): void;
}

/** The Auth emulator's stand-in for Google's popup (docs/decisions/004-auth-emulator-google.md). */
export function GoogleEmulatorDialog({ onPick, onClose }: Props) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    // jsdom has no showModal; the open attribute is enough there.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);

  function onCustom(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onPick(testAccountFor(String(data.get('email')), String(data.get('name') ?? '')));
  }

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="emulator-title"
      aria-describedby="emulator-note"
      onClose={onClose}
    >
      <div className="modal-box flex flex-col gap-4">
        <h2 id="emulator-title" className="text-lg font-bold">
          {t('emulator.title')}
        </h2>
        <p id="emulator-note" className="text-sm opacity-80">
          {t('emulator.note')}
        </p>
        <ul className="flex flex-col gap-2" aria-label={t('emulator.accounts')}>
          {emulatorAccounts.map((account) => (
            <li key={account.sub}>
              <button
                type="button"
                className="btn btn-block h-auto justify-start py-2 text-left"
                onClick={() => onPick(account)}
              >
                <span className="flex flex-col">
                  <span>{account.name}</span>
                  <span className="text-xs font-normal opacity-70">{account.email}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <form className="flex flex-col gap-3" onSubmit={onCustom} aria-label={t('emulator.another')}>
          <TextField label={t('emulator.email')} name="email" type="email" required autoComplete="off" />
          <TextField label={t('emulator.name')} name="name" autoComplete="off" />
          <button type="submit" className="btn btn-primary">
            {t('emulator.signIn')}
          </button>
        </form>
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
      {/* daisyUI's backdrop: a click outside the box closes the dialog. */}
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label={t('emulator.close')} tabIndex={-1}>
          {t('common.close')}
        </button>
      </form>
    </dialog>
  );
}

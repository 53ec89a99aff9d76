import type { Page } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '../../fixtures/demo-accounts';
import { authEmulator, signInAtHome } from '../support/fixtures';

export { wishlistButton } from '../support/fixtures';

const accountNamed = (email: string): DemoAccount => {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
};

/** Ayesha owns 5 fixture favorites; Nadia owns none. */
export const ayesha = accountNamed('ayesha@freshbazar.test');
export const nadia = accountNamed('nadia@freshbazar.test');

/** Signs in at home, through this run's Auth emulator (not MSW): the account is made if missing. */
export async function signIn(page: Page, account: DemoAccount) {
  await authEmulator.ensureAccount(account);
  await signInAtHome(page, account);
}

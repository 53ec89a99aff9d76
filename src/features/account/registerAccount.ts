import { errorMessage } from '../../api/errors';
import { t } from '../../i18n/i18n';
import type { CreateUserBody, CreateUserResponse } from '../../contract';
import type { SignUpValues } from './signUpSchema';

export interface RegisterDeps {
  signUp(email: string, password: string): Promise<unknown>;
  createUser(body: CreateUserBody): Promise<CreateUserResponse>;
  updateUserProfile(displayName: string, photoURL: string | null): Promise<void>;
}

/** `done`: the user may go on. `not-recorded`: the account exists but the shop has no record of it. */
export type RegisterOutcome = { status: 'done' } | { status: 'not-recorded'; reason: string };

/**
 * Spec section 7: create the account, POST /users {name, email}, and only when
 * the answer has `insertedId` update the profile. Account-creation errors are
 * thrown for the screen to explain; passwords never reach a log.
 */
export async function registerAccount(values: SignUpValues, deps: RegisterDeps): Promise<RegisterOutcome> {
  await deps.signUp(values.email, values.password);
  let answer: CreateUserResponse;
  try {
    answer = await deps.createUser({ name: values.name, email: values.email });
  } catch (error) {
    console.error('Could not record the new user:', errorMessage(error));
    return { status: 'not-recorded', reason: errorMessage(error) };
  }
  if (!answer.insertedId) {
    return { status: 'not-recorded', reason: t('signUp.alreadyRecorded') };
  }
  await deps.updateUserProfile(values.name, values.photoURL || null);
  return { status: 'done' };
}

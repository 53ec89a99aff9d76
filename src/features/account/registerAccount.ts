import { errorMessage } from '../../api/errors';
import type { CreateUserBody, CreateUserResponse } from '../../contract';
import type { SignUpValues } from './signUpSchema';

export interface RegisterDeps {
  signUp(email: string, password: string): Promise<unknown>;
  createUser(body: CreateUserBody): Promise<CreateUserResponse>;
  updateUserProfile(displayName: string, photoURL: string | null): Promise<void>;
}

/**
 * `done`: the user may go on. `not-recorded`: the account exists but the shop
 * has no record of it, because the call failed (`error`) or the shop already had one.
 */
export type RegisterOutcome = { status: 'done' } | { status: 'not-recorded'; error?: unknown };

/**
 * docs/product.md §7: create the account, POST /users {name, email}, and only when
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
    return { status: 'not-recorded', error };
  }
  if (!answer.insertedId) return { status: 'not-recorded' };
  await deps.updateUserProfile(values.name, values.photoURL || null);
  return { status: 'done' };
}

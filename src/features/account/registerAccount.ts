import { errorMessage } from '../../api/errors';
import type { CreateUserBody, CreateUserResponse } from '../../contract';
import type { SignUpValues } from './signUpSchema';

export interface RegisterDeps {
  signUp(email: string, password: string): Promise<unknown>;
  createUser(body: CreateUserBody): Promise<CreateUserResponse>;
  updateUserProfile(displayName: string, photoURL: string | null): Promise<void>;
}

/** `not-recorded`: the account exists, but the shop's call failed (`error`) or it already had a record. */
export type RegisterOutcome = { status: 'done' } | { status: 'not-recorded'; error?: unknown };

/** docs/product.md §7: create the account, POST /users, and update the profile only on `insertedId`. */
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

import { CreateUserResponseSchema, type CreateUserBody, type CreateUserResponse } from '../contract';
import { parseWhole, requestJson } from './client';

/** Records the user on the product backend; `insertedId` is null when the email was known. */
export async function createUser(body: CreateUserBody): Promise<CreateUserResponse> {
  const what = 'save your account';
  return parseWhole(what, CreateUserResponseSchema, await requestJson(what, 'users', { method: 'post', json: body }));
}

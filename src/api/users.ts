import type { CreateUserBody, CreateUserResponse } from '../contract';
import { parseWhole } from './parse';
import { requestJson } from './http';
import { userSchemas } from './schemas';

/** Records the user on the product backend; `insertedId` is null when the email was known. */
export async function createUser(body: CreateUserBody): Promise<CreateUserResponse> {
  const what = 'save your account';
  const [data, { CreateUserResponseSchema }] = await Promise.all([
    requestJson(what, 'users', { method: 'POST', json: body }),
    userSchemas(),
  ]);
  return parseWhole(what, CreateUserResponseSchema, data);
}

import { EmailSchema } from './common';
import { text } from './text';
import { z } from './zod';

/** POST /users body: the user record the app sends after sign-up or social sign-in. */
export const CreateUserBodySchema = z.strictObject({
  name: text(200),
  email: EmailSchema,
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

export const UserCreatedSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string().check(z.minLength(1)),
});

/** The email is already known: nothing inserted, and `insertedId` says so. */
export const UserAlreadyExistsSchema = z.object({
  message: z.literal('user already exists'),
  insertedId: z.null(),
});

export const CreateUserResponseSchema = z.union([UserCreatedSchema, UserAlreadyExistsSchema]);
export type CreateUserResponse = z.infer<typeof CreateUserResponseSchema>;

import { z } from 'zod';
import { EmailSchema } from './common';

/** POST /users body: the user record the app sends after sign-up or social sign-in. */
export const CreateUserBodySchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'name is required' }).max(200),
  email: EmailSchema,
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

export const UserCreatedSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string().min(1),
});

/** The email is already known: nothing inserted, and `insertedId` says so. */
export const UserAlreadyExistsSchema = z.object({
  message: z.literal('user already exists'),
  insertedId: z.null(),
});

export const CreateUserResponseSchema = z.union([UserCreatedSchema, UserAlreadyExistsSchema]);
export type CreateUserResponse = z.infer<typeof CreateUserResponseSchema>;

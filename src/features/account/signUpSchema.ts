import { z } from 'zod';
import { isWebUrl } from '../../lib/url';

/** Spec section 5, with its exact messages. */
export const signUpSchema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }),
  photoURL: z
    .string()
    .trim()
    .refine((value) => value === '' || isWebUrl(value), {
      error: 'Photo URL must be a web address starting with http:// or https://',
    }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required' })
    .pipe(z.email({ error: 'Enter a valid email address' })),
  password: z
    .string()
    .min(6, { error: 'Password must be at least 6 characters' })
    .max(20, { error: 'Password must be less than 20 characters' })
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, {
      error: 'Password must include one uppercase, one lowercase & one number',
    }),
});

export type SignUpValues = z.infer<typeof signUpSchema>;

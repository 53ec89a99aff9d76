import { z } from '../../contract/zod';
import { isWebUrl } from '../../lib/url';

/** Spec section 5, with its exact messages. */
export const signUpSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'Name is required' })),
  photoURL: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isWebUrl(value), {
      error: 'Photo URL must be a web address starting with http:// or https://',
    }),
  ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: 'Email is required' })),
    z.email({ error: 'Enter a valid email address' }),
  ),
  password: z.string().check(
    z.minLength(6, { error: 'Password must be at least 6 characters' }),
    z.maxLength(20, { error: 'Password must be less than 20 characters' }),
    z.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, {
      error: 'Password must include one uppercase, one lowercase & one number',
    }),
  ),
});

export type SignUpValues = z.infer<typeof signUpSchema>;

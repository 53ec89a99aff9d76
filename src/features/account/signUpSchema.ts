import { z } from '../../contract/zod';
import { isWebUrl } from '../../lib/url';

/** docs/product.md §5, with its exact messages (as message keys: the form translates them). */
export const signUpSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'validation.nameRequired' })),
  photoURL: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isWebUrl(value), {
      error: 'validation.photoUrl',
    }),
  ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: 'validation.emailRequired' })),
    z.email({ error: 'validation.emailInvalid' }),
  ),
  password: z.string().check(
    z.minLength(6, { error: 'validation.passwordMin' }),
    z.maxLength(20, { error: 'validation.passwordMax' }),
    z.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, {
      error: 'validation.passwordMix',
    }),
  ),
});

export type SignUpValues = z.infer<typeof signUpSchema>;

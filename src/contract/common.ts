import { z } from './zod';

/** Every error the backend sends is JSON with a human-readable `error`. */
export const ErrorBodySchema = z.object({
  error: z.string().check(z.minLength(1)),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Flattens zod issues into the `{path, message}` list the 400 responses carry. */
export function toIssues(error: z.core.$ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.') || '(root)',
    message: issue.message,
  }));
}

export const EmailSchema = z.email({ error: 'a valid email is required' }).check(z.maxLength(254));

/** Largest request body the backend accepts; bigger ones get 413. */
export const MAX_BODY_BYTES = 16 * 1024;

import { z } from './zod';

export const CategorySchema = z.object({
  id: z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String)),
  name: z.string().check(z.minLength(1)),
  image: z.string().check(z.minLength(1)),
});
export type Category = z.output<typeof CategorySchema>;
export type CategoryWire = z.input<typeof CategorySchema>;

export const CategoryListEnvelopeSchema = z.array(z.unknown());

import { z } from 'zod';

export const CategorySchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().min(1),
  image: z.string().min(1),
});
export type Category = z.output<typeof CategorySchema>;
export type CategoryWire = z.input<typeof CategorySchema>;

export const CategoryListEnvelopeSchema = z.array(z.unknown());

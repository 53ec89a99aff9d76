import { IdSchema, ImageUrlSchema, text } from './text';
import { z } from './zod';

export const CategorySchema = z.object({
  id: z.pipe(z.union([IdSchema, z.int().check(z.minimum(0))]), z.transform(String)),
  name: text(200),
  image: ImageUrlSchema,
});
export type Category = z.output<typeof CategorySchema>;
export type CategoryWire = z.input<typeof CategorySchema>;

export const CategoryListEnvelopeSchema = z.array(z.unknown());

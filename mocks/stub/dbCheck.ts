import {
  CategorySchema,
  EmailSchema,
  FavoriteSchema,
  IdSchema,
  ProductSchema,
  text,
} from '../../src/contract';
import { z } from '../../src/contract/zod';
import type { Db } from '../db';

/** A user record as the stub stores it (POST /users). */
const UserRecordSchema = z.object({ _id: IdSchema, name: text(200), email: EmailSchema });

/** The whole working copy: every collection checked with the contract's own schemas. */
const DbSchema = z.object({
  catagory: z.array(CategorySchema),
  products: z.array(ProductSchema),
  favorites: z.array(FavoriteSchema),
  users: z.array(UserRecordSchema),
});

/** How many problems a refusal lists: enough to see the pattern, short enough to read. */
const SHOWN = 5;

/** A working copy the stub refuses to serve; `message` says which file, what is wrong and the fix. */
export class BadDbError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      [
        `[stub] ${file} is not a usable db:`,
        ...problems.slice(0, SHOWN).map((problem) => `  - ${problem}`),
        ...(problems.length > SHOWN ? [`  ... and ${problems.length - SHOWN} more`] : []),
        `Fix it by hand, or run \`npm run stub -- --reset\` to move it aside (to *.broken-<time>.json) and start from fresh fixtures.`,
      ].join('\n'),
    );
    this.name = 'BadDbError';
  }
}

/** `products[12].details.description`: the JSON path of an issue. */
const jsonPath = (path: PropertyKey[]) =>
  path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : `${at}.${String(key)}`), '$');

/** Parses and checks a working copy's text; throws BadDbError naming `file` when it is empty, not JSON, or off the contract. */
export function parseDb(file: string, json: string): Db {
  if (json.trim() === '') throw new BadDbError(file, ['the file is empty']);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new BadDbError(file, [`not JSON: ${(error as Error).message}`]);
  }
  const result = DbSchema.safeParse(data);
  if (!result.success) {
    throw new BadDbError(
      file,
      result.error.issues.map((issue) => `${jsonPath(issue.path)}: ${issue.message}`),
    );
  }
  // The file's own values (e.g. a numeric-string discount), not the parsed output.
  return data as Db;
}

/**
 * The stub's working copy (e.g. .stub-data/db.json): the favorites and users only. Each change
 * rewrites the file with write-file-atomic, so `kill -9` leaves the old file or the new one; one
 * write at a time, later changes batched into the next (docs/decisions/010-durable-stub-writes.md).
 */
import { readFileSync } from 'node:fs';
import writeFileAtomic from 'write-file-atomic';
import { EmailSchema, FavoriteSchema, IdSchema, text } from '../../src/contract';
import { z } from '../../src/contract/zod';
import type { Db } from '../db';

/** What the working copy keeps (an older file's catalog is not read). */
export type Kept = Pick<Db, 'favorites' | 'users'>;

const KeptSchema = z.object({
  favorites: z.array(FavoriteSchema),
  users: z.array(z.object({ _id: IdSchema, name: text(200), email: EmailSchema })),
});

export const kept = ({ favorites, users }: Kept): Kept => ({ favorites, users });

/** How many problems a refusal lists. */
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

/** `favorites[12].thumbnail`: the JSON path of an issue. */
const jsonPath = (path: PropertyKey[]) =>
  path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : `${at}.${String(key)}`), '$');

/** Reads and checks a working copy; throws BadDbError naming `file` when it is empty, not JSON, or off the contract. */
export function readWorkingCopy(file: string): Kept {
  const json = readFileSync(file, 'utf8');
  if (json.trim() === '') throw new BadDbError(file, ['the file is empty']);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new BadDbError(file, [`not JSON: ${(error as Error).message}`]);
  }
  const result = KeptSchema.safeParse(data);
  if (!result.success) {
    throw new BadDbError(
      file,
      result.error.issues.map((issue) => `${jsonPath(issue.path)}: ${issue.message}`),
    );
  }
  // The file's own values (e.g. a numeric-string discount), not the parsed output.
  return kept(data as Kept);
}

export const writeWorkingCopy = (file: string, data: Kept) =>
  writeFileAtomic(file, JSON.stringify(kept(data)));

/** The stub's data, kept in `file` if given; `save()` resolves once every earlier change is on disk. */
export function createStore(initial: Db, file?: string) {
  let state = initial;
  let writing: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;
  const save = (): Promise<void> => {
    if (!file) return Promise.resolve();
    // A write not started yet will take this change too: it reads the data when it starts.
    if (!next) {
      next = writing.then(() => {
        next = undefined;
        return writeWorkingCopy(file, state);
      });
      writing = next.catch(() => {});
    }
    return next;
  };
  return {
    db: () => state,
    save,
    /** Replaces the data (at once in memory) and resolves once that is on disk. */
    reset: (fresh: Db) => {
      state = fresh;
      return save();
    },
  };
}

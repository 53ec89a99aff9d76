/**
 * Where the stub keeps its data, and how a write survives `kill -9`.
 *
 * A file-backed store is a snapshot (the working copy, e.g. .stub-data/db.json:
 * the catalog plus favorites and users) and a journal beside it
 * (`db.json.journal`): one JSON line per acknowledged change. A write appends
 * its line and fsyncs before the stub answers, so a write costs its own bytes,
 * not the 6 MB catalog; writes arriving together share one fsync. At start the
 * journal is replayed and folded into the snapshot (written to a temporary file
 * in the same folder, fsynced, renamed: write-file-atomic), so the working copy
 * is never empty or half-written. Replaying is idempotent (mocks/store.ts
 * applyChange), so a crash between "snapshot written" and "journal emptied"
 * loses nothing and doubles nothing. Decision: docs/decisions/010-durable-stub-writes.md.
 */
import { closeSync, existsSync, fdatasync, openSync, readFileSync, statSync, write } from 'node:fs';
import { promisify } from 'node:util';
import writeFileAtomic from 'write-file-atomic';
import { z } from '../../src/contract/zod';
import type { Db } from '../db';
import { applyChange, type Change } from '../store';
import { BadDbError, parseDb } from './dbCheck';

const writeAsync = promisify(write);
const datasync = promisify(fdatasync);

/** A journal past this is folded into the snapshot while the stub runs (the rest happens at start). */
const COMPACT_AT_BYTES = 16 * 1024 * 1024;

export interface StubStore {
  /** The file it persists to; undefined in memory. */
  file?: string;
  db(): Db;
  /** Persists a change already made to `db()`; resolves once it is on disk. */
  record(change: Change): Promise<void>;
  /** Replaces the data with `fresh` (at once in memory) and resolves once that is on disk. */
  reset(fresh: Db): Promise<void>;
  close(): void;
}

export const journalOf = (file: string) => `${file}.journal`;

/** Nothing persists: tests and `npm run stub -- --memory`. */
export function memoryStore(initial: Db): StubStore {
  let state = initial;
  return {
    db: () => state,
    record: async () => {},
    reset: async (fresh) => {
      state = fresh;
    },
    close() {},
  };
}

/** The shape of a journal line; its items were checked against the contract when they were written. */
const ChangeSchema = z.union([
  z.object({ put: z.literal('favorites'), item: z.object({ _id: z.string(), email: z.string() }) }),
  z.object({ delete: z.literal('favorites'), _id: z.string(), email: z.string() }),
  z.object({ put: z.literal('users'), item: z.object({ _id: z.string(), email: z.string() }) }),
]);

/**
 * The changes in a journal's text. A last line without its newline is a write
 * cut off by a crash (never acknowledged) and is dropped; any other bad line
 * is damage and refuses the file.
 */
function journalChanges(journal: string, text: string): Change[] {
  const lines = text.split('\n');
  const complete = lines.slice(0, -1); // after the last '\n': '' or a torn write
  return complete.map((line, index) => {
    let change: unknown;
    try {
      change = JSON.parse(line);
    } catch {
      change = undefined;
    }
    if (!ChangeSchema.safeParse(change).success) {
      throw new BadDbError(journal, [`line ${index + 1} is not a stub change: ${line.slice(0, 120)}`]);
    }
    return change as Change;
  });
}

/** The data a file-backed store holds (snapshot + journal), without changing either file. */
export function readDurableDb(file: string): Db {
  if (!existsSync(file)) throw new BadDbError(file, ['the file does not exist']);
  const db = parseDb(file, readFileSync(file, 'utf8'));
  const journal = journalOf(file);
  if (existsSync(journal))
    for (const change of journalChanges(journal, readFileSync(journal, 'utf8'))) applyChange(db, change);
  return db;
}

/** The snapshot, then an empty journal: each replaced atomically, in that order. */
function compactSync(file: string, db: Db) {
  writeFileAtomic.sync(file, JSON.stringify(db));
  writeFileAtomic.sync(journalOf(file), '');
}

/**
 * Opens a working copy: checks it against the contract (BadDbError when it is
 * empty, not JSON or off the contract), replays and folds in its journal.
 */
export function openDurableDb(file: string): StubStore {
  let state = readDurableDb(file);
  const journal = journalOf(file);
  if (!existsSync(journal) || statSync(journal).size > 0) compactSync(file, state);
  let fd = openSync(journal, 'a');
  let journalBytes = 0;

  type Task = { line?: string; fresh?: Db; done: () => void; fail: (error: unknown) => void };
  let queue: Task[] = [];
  let draining = false;

  const reopen = async (steps: () => Promise<void>) => {
    closeSync(fd);
    try {
      await steps();
    } finally {
      fd = openSync(journal, 'a');
    }
    journalBytes = 0;
  };

  /** One batch at a time: every line queued so far in one write and one fsync, or one reset. */
  async function drain() {
    draining = true;
    while (queue.length > 0) {
      const resetAt = queue.findIndex((task) => task.fresh);
      const batch =
        resetAt === 0 ? queue.splice(0, 1) : queue.splice(0, resetAt === -1 ? queue.length : resetAt);
      try {
        const [first] = batch;
        if (first?.fresh) {
          // Journal first: a crash in between leaves the old data whole (the reset was not answered yet).
          await reopen(async () => {
            await writeFileAtomic(journal, '');
            await writeFileAtomic(file, JSON.stringify(first.fresh));
          });
        } else {
          const bytes = Buffer.from(batch.map((task) => task.line).join(''));
          await writeAsync(fd, bytes);
          await datasync(fd);
          journalBytes += bytes.byteLength;
          if (journalBytes > COMPACT_AT_BYTES) {
            await reopen(async () => {
              await writeFileAtomic(file, JSON.stringify(state));
              await writeFileAtomic(journal, '');
            });
          }
        }
        batch.forEach((task) => task.done());
      } catch (error) {
        batch.forEach((task) => task.fail(error));
      }
    }
    draining = false;
  }

  const enqueue = (task: Omit<Task, 'done' | 'fail'>) =>
    new Promise<void>((done, fail) => {
      queue.push({ ...task, done, fail });
      if (!draining) void drain();
    });

  return {
    file,
    db: () => state,
    record: (change) => enqueue({ line: `${JSON.stringify(change)}\n` }),
    reset: (fresh) => {
      state = fresh;
      return enqueue({ fresh });
    },
    close() {
      queue = [];
      closeSync(fd);
    },
  };
}

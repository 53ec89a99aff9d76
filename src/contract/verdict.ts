/** The contract's word on one answer: kept, or the fields that broke it (`3.price`: the list's fourth item). */
export type Verdict = { kept: true } | { kept: false; broken: string[] };

/** `backend`: a real backend answered, the call forwarded to it. */
export type AnsweredBy = 'stub' | 'scenario' | 'fault' | 'backend';

/** One call in the fake backend's journal (mocks/journal.ts), as GET /__stub/requests lists it. */
export interface CallEntry {
  id: number;
  /** When the call came, ISO 8601. */
  at: string;
  method: string;
  path: string;
  /** `''` or `?email=…` */
  query: string;
  /** `pending` until answered; `dropped`: no answer; `cut`: the body broke off. */
  outcome: 'pending' | 'answered' | 'dropped' | 'cut';
  status?: number;
  ms?: number;
  /** The body's bytes as sent. */
  bytes?: number;
  by: AnsweredBy;
  /** A scenario other than `default`. */
  scenario?: string;
  /** What a fault rule did: `503`, `dropped`, `cut after 2000 bytes`, `+300 ms`. */
  fault?: string;
  /** `bearer (owner a…@f…)`: whose token it was, never the token. */
  auth?: string;
  /** Undefined outside the contract, or while no body came. */
  verdict?: Verdict;
  /** The answer's first lines. */
  preview?: string;
}

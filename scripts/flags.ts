/**
 * Every command's flags, read one way: a flag it does not know, a value it cannot use or a missing
 * one is refused in a sentence with the command's usage and exit code 2, never Node's stack trace;
 * `--help` prints the usage.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface Command {
  /** How the command is typed, e.g. `npm run stub`: each refusal starts with it. */
  name: string;
  usage: string;
}

/** Ends the command: the sentence, then its usage, exit code 2. */
export function refuse(command: Command, sentence: string): never {
  console.error(`${command.name}: ${sentence}\n${command.usage}`);
  process.exit(2);
}

/** node:util's parseArgs over `args` (default: the command line), refusing what it cannot read. */
export function parseFlags<T extends Omit<ParseArgsConfig, 'args' | 'strict'>>(
  command: Command,
  config: T,
  args = process.argv.slice(2),
) {
  if (args.includes('--help') || args.includes('-h')) {
    console.info(command.usage);
    process.exit(0);
  }
  try {
    return parseArgs({ ...config, args, strict: true as const });
  } catch (error) {
    return refuse(command, readable(error as Error & { code?: string }));
  }
}

/** Node's own message, minus the advice on positionals no command here needs. */
function readable(error: Error & { code?: string }): string {
  const sentence = error.message.split('. To specify a positional argument')[0]!;
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

/** A flag's value as a number above zero (whole unless `fraction`), or the command refused. */
export function positiveNumber(command: Command, flag: string, text: string, fraction = false): number {
  const value = Number(text);
  if (text.trim() === '' || !(value > 0) || (!fraction && !Number.isInteger(value)))
    refuse(command, `${flag} wants a ${fraction ? 'number' : 'whole number'} above 0, got '${text}'.`);
  return value;
}

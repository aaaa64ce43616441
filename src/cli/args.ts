import { parseArgs } from 'node:util';
import { suggest } from '../core/suggest.js';
import { COMMAND_FLAGS, type Command } from './help.js';

export type FlagValues = Partial<Record<string, string | boolean>>;

export interface ParsedArgs {
  values: FlagValues;
  positionals: string[];
}

/** A mistake in the command line: one line for the user, then exit code 2. */
export class UsageError extends Error {}

/**
 * Parses one command's arguments. parseArgs runs non-strict so that an unknown or
 * value-less flag becomes one plain sentence naming the flag, not Node's own text
 * (which suggests `--` tricks meant for programmers).
 */
export function parseCommandArgs(command: Command, args: string[]): ParsedArgs {
  const options = COMMAND_FLAGS[command] as Record<string, { type: 'string' | 'boolean' }>;
  const { values, positionals, tokens } = parseArgs({
    args,
    options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (!spec) {
      // Compared without the dashes, which would make every name look closer than it is.
      const meant = suggest(token.name, Object.keys(options));
      const hint = meant === undefined ? '' : ` (did you mean --${meant}?)`;
      throw new UsageError(
        `unknown option ${token.rawName.slice(0, 64)}${hint}. Run md-platform ${command} --help for its options.`,
      );
    }
    if (spec.type === 'string' && typeof token.value !== 'string') {
      throw new UsageError(`${token.rawName} needs a value, as in ${token.rawName} VALUE.`);
    }
    if (spec.type === 'boolean' && token.value !== undefined) {
      throw new UsageError(`${token.rawName} takes no value.`);
    }
  }
  return { values: values as FlagValues, positionals };
}

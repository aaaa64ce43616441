import { InputError, MdPlatformError } from '../core/errors.js';
import { didYouMean } from '../core/suggest.js';
import { parseCommandArgs, UsageError } from './args.js';
import { type ConvertCommand, convertCommand } from './convert.js';
import { COMMAND_FLAGS, COMMAND_HELP, isCommand, MAIN_HELP } from './help.js';
import { packageVersion } from './package-version.js';
import { type CliIO, serve, validate } from './service.js';
import { describeSystemFault } from './system-fault.js';

export type { CliIO } from './service.js';

/**
 * Exit codes: 0 success, 1 a file or the key failed (findings), 2 the command line is
 * wrong, 3 the machine refused (a port in use, a folder that cannot be written, a full disk).
 */
const FAILED = 1;
const USAGE = 2;
const SYSTEM = 3;

const COMMANDS = Object.keys(COMMAND_FLAGS);

/** Runs one CLI command and returns its exit code; never calls process.exit itself. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  if (!command) {
    io.stderr(MAIN_HELP);
    return USAGE;
  }
  if (command === '--help' || command === '-h') {
    io.stdout(MAIN_HELP);
    return 0;
  }
  if (command === '--version' || command === '-v' || command === 'version') {
    io.stdout(packageVersion());
    return 0;
  }
  if (command === 'help') return help(rest, io);
  if (!isCommand(command)) {
    io.stderr(
      `md-platform: unknown command "${command.slice(0, 64)}"${didYouMean(command, [...COMMANDS, 'help', 'version'])}. Run md-platform --help for the commands.`,
    );
    return USAGE;
  }
  try {
    const { values, positionals } = parseCommandArgs(command, rest);
    if (values.help) {
      io.stdout(COMMAND_HELP[command]);
      return 0;
    }
    switch (command) {
      case 'themes':
        return await themes(positionals, io);
      case 'serve':
        return await serve(values, io);
      case 'validate':
        return await validate(values, io);
      default:
        return await convertCommand(command as ConvertCommand, positionals, values, io);
    }
  } catch (error) {
    const fault = describeSystemFault(error);
    if (fault !== undefined) {
      io.stderr(`md-platform ${command}: ${fault}`);
      return SYSTEM;
    }
    if (error instanceof UsageError || error instanceof InputError) {
      io.stderr(`md-platform ${command}: ${error.message}`);
      return USAGE;
    }
    if (error instanceof MdPlatformError) {
      io.stderr(`md-platform ${command}: ${error.message}`);
      return FAILED;
    }
    throw error;
  }
}

function help(topics: string[], io: CliIO): number {
  const [topic] = topics;
  if (topic === undefined) {
    io.stdout(MAIN_HELP);
    return 0;
  }
  if (!isCommand(topic)) {
    io.stderr(
      `md-platform help: unknown command "${topic.slice(0, 64)}"${didYouMean(topic, COMMANDS)}. Run md-platform --help for the commands.`,
    );
    return USAGE;
  }
  io.stdout(COMMAND_HELP[topic]);
  return 0;
}

async function themes(positionals: string[], io: CliIO): Promise<number> {
  if (positionals.length > 0) throw new UsageError('takes no arguments.');
  // Each id, then its look in a line, in columns.
  const { themeDescriptions } = await import('../engine/local/styles/themes.js');
  const themes = themeDescriptions();
  const width = Math.max(...themes.map((theme) => theme.id.length)) + 2;
  for (const { id, description } of themes) io.stdout(`${id.padEnd(width)}${description}`);
  return 0;
}

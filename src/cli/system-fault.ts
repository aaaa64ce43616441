/**
 * Faults of the machine rather than of the command line or the files: a port in use, a
 * folder that cannot be written, a full disk. Each becomes one line naming what was
 * refused and what to do, with its own exit code, instead of Node's stack trace.
 */
import { MdPlatformError } from '../core/errors.js';

interface SystemError {
  code: string;
  syscall?: string;
  path?: string;
  address?: string;
  port?: number;
}

const WHY: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file stands where a folder must go',
  EISDIR: 'a folder stands where a file must go',
  ELOOP: 'a symbolic link stands where a folder or file must go',
  EMFILE: 'too many files are open; raise the limit (ulimit -n) or lower --concurrency',
  ENFILE: 'too many files are open on this machine',
};

/** The one line for `error` when it is a fault of the machine, else undefined. */
export function describeSystemFault(error: unknown): string | undefined {
  // A write the output folder refused: its message names the file, the cause says why.
  if (error instanceof MdPlatformError) {
    const cause = systemError(error.cause);
    const why = cause && WHY[cause.code];
    return why ? `${error.message.replace(/\.$/, '')} (${why}).` : undefined;
  }
  const fault = systemError(error);
  if (!fault) return undefined;
  if (fault.syscall === 'listen' || fault.syscall === 'bind') return listenFault(fault);
  const why = WHY[fault.code];
  if (!why) return undefined;
  const what = fault.path ? `${fault.syscall ?? 'open'} ${fault.path}` : (fault.syscall ?? '');
  return `could not ${what.trim()}: ${fault.code} (${why}).`;
}

function listenFault({ code, address, port }: SystemError): string | undefined {
  const where = `${address ?? 'the address'}:${port ?? '?'}`;
  if (code === 'EADDRINUSE')
    return `port ${port} is in use on ${address}: stop what listens there, or choose another with --port.`;
  if (code === 'EADDRNOTAVAIL')
    return `cannot listen on ${where}: ${address} is not an address of this machine (--host).`;
  if (code === 'EACCES' || code === 'EPERM')
    return `cannot listen on ${where}: ports below 1024 need privileges; choose another with --port.`;
  return undefined;
}

function systemError(error: unknown): SystemError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) return undefined;
  return error as SystemError;
}

import type { Log } from '../../src/core/log.js';

/** A Log that keeps what it was told, so tests can assert the user saw a warning. */
export function memoryLog(): Log & {
  lines: { level: string; message: string }[];
  warnings(): string[];
} {
  const lines: { level: string; message: string }[] = [];
  const put = (level: string) => (message: string) => {
    lines.push({ level, message });
  };
  return {
    lines,
    warnings: () => lines.filter((l) => l.level === 'warning').map((l) => l.message),
    info: put('info'),
    debug: put('debug'),
    notice: put('notice'),
    warning: put('warning'),
    error: put('error'),
    startGroup: put('group'),
    endGroup: () => {},
  };
}

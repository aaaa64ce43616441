import { neutralize } from './neutralize.js';

export interface AnnotationProps {
  file?: string;
  startLine?: number;
  title?: string;
}

/** What the pipeline logs through; the action passes @actions/core, the CLI a console writer. */
export interface Log {
  info(message: string): void;
  /** Several info lines in one write (each is one line, neutralised on its own). */
  infoLines?(messages: string[]): void;
  debug(message: string): void;
  notice(message: string, props?: AnnotationProps): void;
  warning(message: string, props?: AnnotationProps): void;
  error(message: string, props?: AnnotationProps): void;
  startGroup(name: string): void;
  endGroup(): void;
}

/** A console Log for the CLI: the same neutraliser, one line per message, on `write`. */
export function consoleLog(write: (line: string) => void): Log {
  const put = (prefix: string) => (message: string) => write(`${prefix}${neutralize(message)}`);
  return {
    info: put(''),
    debug: () => {},
    notice: put('notice: '),
    warning: put('warning: '),
    error: put('error: '),
    startGroup: () => {},
    endGroup: () => {},
  };
}

/**
 * Per-file progress lines, written in batches: on a run of 1,000 files one write per
 * line was 1,000 synchronous writes to the runner's pipe. Lines come out one each and
 * in order; a batch is written when it holds `maxLines` lines (1: every line at once),
 * `maxDelayMs` after its first line (so a slow run still shows its progress as it goes),
 * and on `flush()`, which the caller runs before logging anything else.
 */
export function createProgressLog(
  log: Log,
  { maxLines = 100, maxDelayMs = 250 }: { maxLines?: number; maxDelayMs?: number } = {},
): { line(message: string): void; flush(): void } {
  let lines: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const batch = lines;
    lines = [];
    if (log.infoLines) log.infoLines(batch);
    else for (const line of batch) log.info(line);
  };
  return {
    line(message) {
      lines.push(message);
      if (lines.length >= maxLines) flush();
      else if (!timer) timer = setTimeout(flush, maxDelayMs).unref();
    },
    flush,
  };
}

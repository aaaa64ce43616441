import { EOL } from 'node:os';
import * as core from '@actions/core';

export interface AnnotationProps {
  file?: string;
  startLine?: number;
  title?: string;
}

/** What the pipeline logs through; the action passes @actions/core, the CLI a console writer. */
export interface Log {
  info(message: string): void;
  debug(message: string): void;
  notice(message: string, props?: AnnotationProps): void;
  warning(message: string, props?: AnnotationProps): void;
  error(message: string, props?: AnnotationProps): void;
  startGroup(name: string): void;
  endGroup(): void;
}

export const actionsLog: Log = {
  info: core.info,
  debug: core.debug,
  notice: core.notice,
  warning: core.warning,
  error: core.error,
  startGroup: core.startGroup,
  endGroup: core.endGroup,
};

/**
 * Per-file progress lines, written in batches: on a run of 1,000 files one write per
 * line was 1,000 synchronous writes to the runner's pipe. Lines come out unchanged and
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
    const batch = lines.join(EOL);
    lines = [];
    log.info(batch);
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

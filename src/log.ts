import { EOL } from 'node:os';
import * as core from '@actions/core';
import { capBytes, neutralize, neutralizeLines } from './neutralize.js';

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

// The runner keeps annotations short (4 KB a line is plenty for a message a person
// reads); a file path too long for that is left out rather than cut to a wrong one.
const ANNOTATION_MESSAGE_BYTES = 3000;
const ANNOTATION_FILE_BYTES = 600;
const ANNOTATION_TITLE_BYTES = 200;

function annotationProps(props: AnnotationProps | undefined): core.AnnotationProperties {
  if (!props) return {};
  const out: core.AnnotationProperties = {};
  if (props.file !== undefined && Buffer.byteLength(props.file) <= ANNOTATION_FILE_BYTES) {
    out.file = neutralize(props.file);
    if (props.startLine !== undefined) out.startLine = props.startLine;
  }
  if (props.title !== undefined)
    out.title = capBytes(neutralize(props.title), ANNOTATION_TITLE_BYTES);
  return out;
}

const annotate =
  (write: (message: string, props: core.AnnotationProperties) => void) =>
  (message: string, props?: AnnotationProps) =>
    write(capBytes(neutralize(message), ANNOTATION_MESSAGE_BYTES), annotationProps(props));

/**
 * The action's log: @actions/core behind the one neutraliser, so no file name, front
 * matter value or server answer can become a workflow command or a line of its own.
 */
export const actionsLog: Log = {
  info: (message) => core.info(neutralize(message)),
  infoLines: (messages) => core.info(messages.map(neutralize).join(EOL)),
  debug: (message) => core.debug(neutralize(message)),
  notice: annotate(core.notice),
  warning: annotate(core.warning),
  error: annotate(core.error),
  startGroup: (name) => core.startGroup(neutralize(name)),
  endGroup: core.endGroup,
};

/** The step's final error: its own line breaks kept (core escapes them), each line defused. */
export function failStep(message: string): void {
  core.setFailed(capBytes(neutralizeLines(message), ANNOTATION_MESSAGE_BYTES));
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

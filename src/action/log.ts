import { EOL } from 'node:os';
import * as core from '@actions/core';
import type { AnnotationProps, Log } from '../core/log.js';
import { capBytes, neutralize, neutralizeLines } from '../core/neutralize.js';

// The runner keeps annotations short (4 KB a line is plenty for a message a person
// reads); a file path too long for that is left out rather than cut to a wrong one.
const ANNOTATION_MESSAGE_BYTES = 3000;
const ANNOTATION_FILE_BYTES = 600;
const ANNOTATION_TITLE_BYTES = 200;

function annotationProps(props: AnnotationProps | undefined): core.AnnotationProperties {
  if (!props) return {};
  const out: core.AnnotationProperties = {};
  if (props.file !== undefined && Buffer.byteLength(props.file) <= ANNOTATION_FILE_BYTES) {
    // @actions/core escapes a property (`%`, CR, LF, `:`, `,`) the way the runner reads it
    // back, so a name with a line break, comma or colon stays inside the command and finds
    // its file; neutralised, it would name another. Only `##[` is still defused: no line
    // the action writes holds one.
    out.file = props.file.replaceAll('##[', '#\u200B#[');
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

import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  debug,
  endGroup,
  error,
  info,
  notice,
  setFailed,
  startGroup,
  warning
} from "./chunk-RS7XWTYB.js";
import {
  capBytes,
  neutralize,
  neutralizeLines
} from "./chunk-TVGKS7BQ.js";

// src/action/log.ts
import { EOL } from "node:os";
var ANNOTATION_MESSAGE_BYTES = 3e3;
var ANNOTATION_FILE_BYTES = 600;
var ANNOTATION_TITLE_BYTES = 200;
function annotationProps(props) {
  if (!props) return {};
  const out = {};
  if (props.file !== void 0 && Buffer.byteLength(props.file) <= ANNOTATION_FILE_BYTES) {
    out.file = props.file.replaceAll("##[", "#\u200B#[");
    if (props.startLine !== void 0) out.startLine = props.startLine;
  }
  if (props.title !== void 0)
    out.title = capBytes(neutralize(props.title), ANNOTATION_TITLE_BYTES);
  return out;
}
var annotate = (write) => (message, props) => write(capBytes(neutralize(message), ANNOTATION_MESSAGE_BYTES), annotationProps(props));
var actionsLog = {
  info: (message) => info(neutralize(message)),
  infoLines: (messages) => info(messages.map(neutralize).join(EOL)),
  debug: (message) => debug(neutralize(message)),
  notice: annotate(notice),
  warning: annotate(warning),
  error: annotate(error),
  startGroup: (name) => startGroup(neutralize(name)),
  endGroup
};
function failStep(message) {
  setFailed(capBytes(neutralizeLines(message), ANNOTATION_MESSAGE_BYTES));
}

export {
  actionsLog,
  failStep
};

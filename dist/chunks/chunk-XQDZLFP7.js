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
} from "./chunk-CCCPTBRP.js";

// src/exit-promptly.ts
import { setFlagsFromString } from "node:v8";
var KNOWN_V8 = { from: 11, to: 14 };
var TIERING_FLAG = "--wasm-tiering-budget=2000000000";
function exitPromptly(v8Version = process.versions.v8, setFlags = setFlagsFromString) {
  const major = Number.parseInt(v8Version, 10);
  if (major >= KNOWN_V8.from && major <= KNOWN_V8.to) setFlags(TIERING_FLAG);
}

// src/neutralize.ts
var LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
var BREAK_ESCAPES = {
  "\r\n": "\\r\\n",
  "\r": "\\r",
  "\n": "\\n",
  "\x85": "\\u0085",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029"
};
var ZWSP = "\u200B";
function defuseLine(line) {
  const out = line.replaceAll("##[", `#${ZWSP}#[`);
  return /^\s*::/.test(out) ? `${ZWSP}${out}` : out;
}
function neutralize(text) {
  return defuseLine(text.replace(LINE_BREAK, (b) => BREAK_ESCAPES[b] ?? " "));
}
function neutralizeLines(text) {
  return text.split(LINE_BREAK).map(defuseLine).join("\n");
}
function capBytes(text, maxBytes) {
  const size = (s) => Buffer.byteLength(s) + 2 * (s.split("%").length - 1);
  if (size(text) <= maxBytes) return text;
  const marker = " \u2026 (truncated)";
  const budget = maxBytes - size(marker);
  let used = 0;
  let end = 0;
  for (const char of text) {
    const bytes = size(char);
    if (used + bytes > budget) break;
    used += bytes;
    end += char.length;
  }
  return `${text.slice(0, end)}${marker}`;
}

// src/log.ts
import { EOL } from "node:os";
var ANNOTATION_MESSAGE_BYTES = 3e3;
var ANNOTATION_FILE_BYTES = 600;
var ANNOTATION_TITLE_BYTES = 200;
function annotationProps(props) {
  if (!props) return {};
  const out = {};
  if (props.file !== void 0 && Buffer.byteLength(props.file) <= ANNOTATION_FILE_BYTES) {
    out.file = neutralize(props.file);
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
function consoleLog(write) {
  const put = (prefix) => (message) => write(`${prefix}${neutralize(message)}`);
  return {
    info: put(""),
    debug: () => {
    },
    notice: put("notice: "),
    warning: put("warning: "),
    error: put("error: "),
    startGroup: () => {
    },
    endGroup: () => {
    }
  };
}
function createProgressLog(log, { maxLines = 100, maxDelayMs = 250 } = {}) {
  let lines = [];
  let timer;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = void 0;
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
    flush
  };
}

export {
  exitPromptly,
  neutralize,
  neutralizeLines,
  actionsLog,
  failStep,
  consoleLog,
  createProgressLog
};

import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/core/exit-promptly.ts
import { setFlagsFromString } from "node:v8";
var KNOWN_V8 = { from: 11, to: 14 };
var TIERING_FLAG = "--wasm-tiering-budget=2000000000";
function exitPromptly(v8Version = process.versions.v8, setFlags = setFlagsFromString) {
  const major = Number.parseInt(v8Version, 10);
  if (major >= KNOWN_V8.from && major <= KNOWN_V8.to) setFlags(TIERING_FLAG);
}

// src/core/neutralize.ts
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

export {
  exitPromptly,
  neutralize,
  neutralizeLines,
  capBytes
};

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

// src/report/escape.ts
var HTML_ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);
}
var ZWJ = "\u200D";
var CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
var MARKDOWN_SPECIAL = /[\\`*_{}[\]()<>#!|~&"'$^:]/g;
function reference(char) {
  return `&#${char.codePointAt(0)};`;
}
function escapeMarkdownInline(text) {
  const escaped = unlink(oneLine(text)).replace(MARKDOWN_SPECIAL, reference);
  return escaped.replace(/^([-+=])/, (char) => reference(char)).replace(/^(\d+)([.)])/, "$1\\$2");
}
function oneLine(text) {
  return text.replace(CONTROL_OR_BIDI, " ").replace(/\s+/g, " ").trim();
}
function unlink(text) {
  return text.replace(/@/g, `@${ZWJ}`).replace(/#/g, `#${ZWJ}`).replace(/\b(gh)-(?=\d)/gi, `$1-${ZWJ}`).replace(/\b(www)\./gi, `$1${ZWJ}.`).replace(/:\/\//g, `:${ZWJ}//`);
}
function clip(text, max) {
  if (text.length <= max) return text;
  let points = 0;
  let end = 0;
  for (const char of text) {
    if (points === max - 1) {
      return end + char.length === text.length ? text : `${text.slice(0, end)}\u2026`;
    }
    points++;
    end += char.length;
  }
  return text;
}
function safeHttpUrl(url) {
  if (!url) return void 0;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return void 0;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return void 0;
  return parsed.href.replace(
    /[()<>"' `]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
}
function markdownLink(text, url) {
  const href = safeHttpUrl(url);
  const label = escapeMarkdownInline(text);
  return href ? `[${label}](${href})` : label;
}

// src/report/format-number.ts
function formatCount(n) {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(Math.abs(n));
    let out = digits.length > 3 ? groupDigits(digits) : digits;
    if (n < 0) out = `-${out}`;
    return out;
  }
  return n.toLocaleString("en-US");
}
function groupDigits(digits) {
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

export {
  exitPromptly,
  escapeHtml,
  escapeMarkdownInline,
  clip,
  safeHttpUrl,
  markdownLink,
  formatCount,
  neutralize,
  neutralizeLines,
  capBytes
};

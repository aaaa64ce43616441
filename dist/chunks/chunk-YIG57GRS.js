import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  LIMITS,
  LIMIT_CODES
} from "./chunk-6DE6S7N3.js";
import {
  CALLOUT_KINDS,
  LOCAL_MODULES,
  SERVICE_MODULES,
  isCloser,
  parseModule,
  readOpener
} from "./chunk-66HYPHGM.js";
import {
  didYouMean,
  suggest
} from "./chunk-QXLYNVZJ.js";

// src/engine/local/render/module-lint.ts
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
var SERVICE = new Set(SERVICE_MODULES);
var LOCAL = new Set(LOCAL_MODULES);
function checkModules(markdown, lineOffset = 0, engine = "local") {
  if (!markdown.includes(":::")) return [];
  const lines = markdown.split("\n");
  const at = (i) => lines[i];
  const findings = [];
  const add = (severity, code, message, index) => findings.push({ severity, code, message, line: index + 1 + lineOffset });
  let fence;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) {
        fence = void 0;
      }
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (!text.startsWith(":::")) continue;
    const opener = readOpener(text);
    if (!opener) continue;
    const known = SERVICE.has(opener.name);
    const near = known ? void 0 : suggest(opener.name, SERVICE_MODULES);
    const start = i;
    const parsed = parseModule(at, i, lines.length);
    if (!parsed.ok) {
      if (parsed.severity === "error" || known || near) {
        add(
          parsed.severity,
          parsed.severity === "error" ? "malformed_module" : "unclosed_module",
          parsed.message,
          parsed.index
        );
      }
      if (parsed.severity === "error" && parsed.index !== i) i = skipToClose(lines, parsed.index);
      continue;
    }
    i = parsed.end;
    const kind = opener.name === "callout" ? opener.args[0] : void 0;
    if (kind !== void 0 && !CALLOUT_KINDS.includes(kind.toLowerCase())) {
      add(
        "warning",
        "unknown_callout_kind",
        `Unknown callout kind "${kind.slice(0, 40)}"${didYouMean(kind, CALLOUT_KINDS)}: use ${CALLOUT_KINDS.join(", ")}; it shows as info.`,
        start
      );
    }
    const where = engine === "local" ? "the local engine shows it as a plain block with its text" : "it is sent to the service as written";
    const name = opener.written.slice(0, 40);
    if (near) {
      add(
        "warning",
        "unknown_module",
        `Unknown module ":::${name}" (did you mean ":::${near}"?); ${where}.`,
        start
      );
    } else if (!known) {
      add(
        "notice",
        "unknown_module",
        `":::${name}" is not a module the service documents; ${where}.`,
        start
      );
    } else if (engine === "local" && !LOCAL.has(opener.name)) {
      add(
        "notice",
        "module_drawn_by_service",
        `The service draws the :::${opener.name} module; ${where}.`,
        start
      );
    }
  }
  return findings;
}
function skipToClose(lines, from) {
  for (let i = from; i < lines.length; i++) {
    if (isCloser(lines[i])) return i;
    if (readOpener(lines[i].trim())) return i - 1;
  }
  return lines.length;
}

// src/markdown/precheck.ts
var FENCE2 = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;
var MD_IMAGE = /!\[(?:[^\][\\]|\\.|\[(?:[^\][\\]|\\.)*\])*\]\s*[([]/g;
var HTML_IMAGE = /<img\b/gi;
function precheck({ markdown, lineOffset = 0, options = {} }) {
  const findings = [];
  let chars = 0;
  let charLine;
  let images = 0;
  let imageLine;
  let codeBlocks = 0;
  let codeLine;
  let mermaidBlocks = 0;
  let mermaidLine;
  let fence;
  let nextBang = markdown.indexOf("![");
  let nextTag = markdown.indexOf("<");
  for (let line = 1 + lineOffset, start = 0, newline = 0; newline !== -1; line++, start = newline + 1) {
    newline = markdown.indexOf("\n", start);
    const end = newline === -1 ? markdown.length : newline;
    const length = end - start;
    chars += length + (newline === -1 ? 0 : 1);
    if (charLine === void 0 && chars > LIMITS.markdownChars) charLine = line;
    const match = mayBeFence(markdown, start, end) ? FENCE2.exec(markdown.slice(start, end)) : null;
    if (fence) {
      if (match && match[1][0] === fence.marker[0] && match[1].length >= fence.marker.length && !match[2]) {
        if (fence.mermaid && fence.size > LIMITS.mermaidChars) {
          findings.push(limitFinding("mermaidChars", fence.size, fence.start, "A mermaid block"));
        }
        fence = void 0;
      } else if (fence.mermaid) {
        fence.size += length + 1;
      }
      continue;
    }
    if (match) {
      const mermaid = match[2].toLowerCase() === "mermaid";
      fence = { marker: match[1], mermaid, start: line, size: 0 };
      codeBlocks++;
      if (codeBlocks === LIMITS.codeBlocks + 1) codeLine = line;
      if (mermaid) {
        mermaidBlocks++;
        if (mermaidBlocks === LIMITS.mermaidBlocks + 1) mermaidLine = line;
      }
      continue;
    }
    if (nextBang !== -1 && nextBang < start) nextBang = markdown.indexOf("![", start);
    if (nextTag !== -1 && nextTag < start) nextTag = markdown.indexOf("<", start);
    const hasBang = nextBang !== -1 && nextBang < end;
    const hasTag = nextTag !== -1 && nextTag < end;
    if (hasBang || hasTag) {
      const text = markdown.slice(start, end);
      const found = (hasBang ? count(MD_IMAGE, text) : 0) + (hasTag ? count(HTML_IMAGE, text) : 0);
      if (found > 0) {
        images += found;
        if (imageLine === void 0 && images > LIMITS.images) imageLine = line;
      }
    }
  }
  if (fence?.mermaid && fence.size > LIMITS.mermaidChars) {
    findings.push(limitFinding("mermaidChars", fence.size, fence.start, "A mermaid block"));
  }
  if (charLine !== void 0)
    findings.push(limitFinding("markdownChars", chars, charLine, "The Markdown"));
  if (imageLine !== void 0)
    findings.push(limitFinding("images", images, imageLine, "The document"));
  if (codeLine !== void 0)
    findings.push(limitFinding("codeBlocks", codeBlocks, codeLine, "The document"));
  if (mermaidLine !== void 0) {
    findings.push(limitFinding("mermaidBlocks", mermaidBlocks, mermaidLine, "The document"));
  }
  const bodyBytes = markdown.length * 6 + 4096 < LIMITS.bodyBytes ? 0 : Buffer.byteLength(JSON.stringify({ markdown, ...options }));
  if (bodyBytes > LIMITS.bodyBytes) {
    findings.push(limitFinding("bodyBytes", bodyBytes, void 0, "The request body"));
  }
  return findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
function mayBeFence(text, start, end) {
  for (let i = start; i < start + 4 && i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 96 || c === 126) return true;
    if (c !== 32) return false;
  }
  return false;
}
function count(pattern, text) {
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text)) n++;
  return n;
}
var DESCRIBE = {
  markdownChars: (l, a) => `has ${a} characters; the service accepts at most ${l}`,
  images: (l, a) => `has ${a} images; the service accepts at most ${l}`,
  codeBlocks: (l, a) => `has ${a} fenced code blocks; the service accepts at most ${l}`,
  mermaidBlocks: (l, a) => `has ${a} mermaid blocks; the service accepts at most ${l}`,
  mermaidChars: (l, a) => `has ${a} characters; the service accepts at most ${l} per mermaid block`,
  bodyBytes: (l, a) => `is ${a} bytes as JSON; the service accepts at most ${l} (256 KiB)`
};
function limitFinding(key, actual, line, subject) {
  const limit = LIMITS[key];
  return {
    severity: "error",
    code: LIMIT_CODES[key],
    message: `${subject} ${DESCRIBE[key](limit, actual)} (${LIMIT_CODES[key]}).`,
    line,
    limit,
    actual
  };
}

// src/markdown/stats.ts
var ASCII_COUNTS = new Uint8Array(128).fill(1);
for (const c of [9, 10, 11, 12, 13, 32]) ASCII_COUNTS[c] = 0;
function wordCount(body) {
  let count2 = 0;
  const length = body.length;
  for (let i = 0; i < length; i++) {
    const c = body.charCodeAt(i);
    if (c < 128) {
      count2 += ASCII_COUNTS[c];
      continue;
    }
    if (isWideSpace(c)) continue;
    if (c >= 56320 && c <= 57343 && i > 0) {
      const previous = body.charCodeAt(i - 1);
      if (previous >= 55296 && previous <= 56319) continue;
    }
    count2++;
  }
  return count2;
}
function isWideSpace(c) {
  return c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function estimatedReadTime(words) {
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / 300));
}

export {
  precheck,
  wordCount,
  estimatedReadTime,
  checkModules
};

import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/markdown/images.ts
import { posix } from "node:path";
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
var MARKDOWN_IMAGE = /!\[(?:[^!\][\\]|\\.|\[(?:[^!\][\\]|\\.)*\]|!(?!\[))*\]\(\s*(<[^<>]*>|[^()\s]+)(?:\s+(?:"[^"()]*"|'[^'()]*'|\([^()]*\)))?\s*\)/g;
var HTML_IMAGE_TAG = /<img\b[^<>]*/gi;
var HTML_IMAGE_SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s<>]+))/i;
var INLINE_CODE = /`+[^`]*`+/g;
var IMG_OPENER = /<img\b/i;
function findImages(body) {
  const images = [];
  let fence;
  body.split("\n").forEach((text, i) => {
    const open = FENCE.exec(text);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = void 0;
      return;
    }
    if (open) {
      fence = open[1];
      return;
    }
    if (!text.includes("![") && !IMG_OPENER.test(text)) return;
    const line = text.replace(INLINE_CODE, (code) => " ".repeat(code.length));
    for (const match of line.matchAll(MARKDOWN_IMAGE)) {
      images.push({ src: match[1].replace(/^<|>$/g, ""), line: i + 1 });
    }
    for (const [tag] of line.matchAll(HTML_IMAGE_TAG)) {
      const match = HTML_IMAGE_SRC.exec(tag);
      if (match) images.push({ src: match[1] ?? match[2] ?? match[3], line: i + 1 });
    }
  });
  return images;
}
function resolveImageUrl(src, { documentPath, imageBaseUrl }) {
  const trimmed = src.trim();
  if (/^https?:\/\//i.test(trimmed)) return { url: trimmed };
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("//")) {
    return {
      error: `Image "${trimmed.slice(0, 80)}" uses a scheme the platform cannot fetch; use an https:// URL or a path in the repository.`
    };
  }
  const path = decodeURIComponentSafe(trimmed.split(/[?#]/)[0]);
  const joined = path.startsWith("/") ? posix.normalize(path.slice(1)) : posix.normalize(posix.join(posix.dirname(documentPath), path));
  if (joined.startsWith("..") || posix.isAbsolute(joined)) {
    return { error: `Image "${trimmed.slice(0, 80)}" points outside the repository.` };
  }
  return { url: new URL(joined.split("/").map(encodeURIComponent).join("/"), imageBaseUrl).href };
}
function repositoryPath(src, documentPath) {
  const path = localImagePath(src, documentPath);
  return path === void 0 || path === ".." || path.startsWith("../") ? void 0 : path;
}
function localImagePath(src, documentPath) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith("//")) return void 0;
  const path = decodeURIComponentSafe(src.split(/[?#]/)[0]);
  return path.startsWith("/") ? posix.normalize(path.slice(1)) : posix.normalize(posix.join(posix.dirname(documentPath), path));
}
function rewriteImages(body, replace) {
  let fence;
  return body.split("\n").map((text) => {
    const open = FENCE.exec(text);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = void 0;
      return text;
    }
    if (open) {
      fence = open[1];
      return text;
    }
    let out = "";
    let last = 0;
    for (const code of text.matchAll(INLINE_CODE)) {
      out += rewriteLine(text.slice(last, code.index), replace) + code[0];
      last = code.index + code[0].length;
    }
    return out + rewriteLine(text.slice(last), replace);
  }).join("\n");
}
function rewriteLine(text, replace) {
  return text.replace(MARKDOWN_IMAGE, (whole, raw) => {
    const next = replace(raw.replace(/^<|>$/g, ""));
    return next === void 0 ? whole : whole.replace(raw, `<${next}>`);
  }).replace(HTML_IMAGE_TAG, (tag) => {
    const match = HTML_IMAGE_SRC.exec(tag);
    if (!match) return tag;
    const src = match[1] ?? match[2] ?? match[3] ?? "";
    const next = replace(src);
    if (next === void 0) return tag;
    const at = (match.index ?? 0) + match[0].lastIndexOf(src);
    return `${tag.slice(0, at)}${next.replace(/"/g, "%22")}${tag.slice(at + src.length)}`;
  });
}
function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export {
  findImages,
  resolveImageUrl,
  repositoryPath,
  localImagePath,
  rewriteImages
};

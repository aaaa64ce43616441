import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  findImages,
  repositoryPath
} from "./chunk-VTGLEUHF.js";
import {
  Minimatch
} from "./chunk-JL5KRDJP.js";
import {
  PLATFORM
} from "./chunk-K6VUNHJA.js";
import {
  BACKGROUND_TYPES,
  DRAFT_TYPES,
  FONT_SIZES,
  THEME_IDS
} from "./chunk-TPUGEEMD.js";

// src/markdown/reader-text.ts
import { basename, extname } from "node:path";
var HEADING = /^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/m;
function firstHeading(body) {
  return HEADING.exec(body)?.[1]?.trim() || void 0;
}
function draftTitle(path, frontMatter, body) {
  return frontMatter.title ?? firstHeading(body) ?? basename(path, extname(path));
}
function plainText(body, max) {
  const text = body.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm, " ").replace(/^:::[\s\S]*?^:::[ \t]*$/gm, " ").replace(/!\[[^\]]*\]\([^)]*\)/g, " ").replace(/<[^>]+>/g, " ").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, "").replace(/(\*\*|__|\*|_|~~|`)/g, "").replace(/\s+/g, " ").trim();
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}\u2026`;
}
var FEED_DIGEST_CHARS = 54;
function feedCard(doc) {
  const fm = doc.frontMatter;
  const digest = fm.digest ?? [...plainText(doc.body, Number.POSITIVE_INFINITY)].slice(0, FEED_DIGEST_CHARS).join("");
  return {
    title: draftTitle(doc.path, fm, doc.body),
    ...fm.author ? { author: fm.author } : {},
    digest,
    cover: fm.cover !== void 0 || findImages(doc.body).length > 0
  };
}

// src/markdown/readiness.ts
import { stat } from "node:fs/promises";
import { extname as extname2, resolve } from "node:path";

// src/path-inside.ts
import { isAbsolute, relative, sep } from "node:path";
function isInside(root, target) {
  const rel = relative(root, target);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}

// src/markdown/readiness.ts
var OPTIONS = [
  { field: "theme", alias: "theme", valid: THEME_IDS },
  { field: "font-size", alias: "fontSize", valid: FONT_SIZES },
  { field: "background-type", alias: "backgroundType", valid: BACKGROUND_TYPES },
  { field: "type", alias: "type", valid: DRAFT_TYPES }
];
async function checkReadiness(doc, options) {
  const fm = doc.frontMatter;
  const severity = options.drafts && fm.publish !== false ? "error" : "warning";
  const findings = [];
  const fieldLine = (field) => fm.lines?.[field];
  const bodyLine = (line) => line + doc.bodyLineOffset;
  const add = (code, message, line, level = severity) => findings.push({ severity: level, code, message, ...line ? { line } : {} });
  let blocksConversion = false;
  for (const { field, alias, valid } of OPTIONS) {
    const key = fm.raw && field in fm.raw ? field : alias;
    const value = fm.raw?.[key];
    if (value === void 0 || valid.includes(value)) continue;
    blocksConversion = true;
    add(
      `unknown_${field.replace("-", "_")}`,
      `Front matter \`${key}\` is "${String(value).slice(0, 64)}", which is not one of: ${valid.join(", ")}.`,
      fieldLine(key),
      "error"
    );
  }
  const lengthCheck = (field, value, max, line) => {
    const length = value === void 0 ? 0 : [...value].length;
    if (length > max) {
      add(
        `${field}_too_long`,
        `The ${field} is ${length} characters; the platform accepts at most ${max} in a draft.`,
        line ? line() : fieldLine(field)
      );
    }
  };
  lengthCheck(
    "title",
    draftTitle(doc.path, fm, doc.body),
    PLATFORM.titleMax,
    () => fm.title !== void 0 ? fieldLine("title") : headingLine(doc)
  );
  lengthCheck("author", fm.author, PLATFORM.authorMax);
  lengthCheck("digest", fm.digest, PLATFORM.digestMax);
  const seen = /* @__PURE__ */ new Set();
  const checkImage = async (src, line, what = "Image") => {
    if (seen.has(src)) return;
    seen.add(src);
    const problem = await imageProblem(src, doc.path, options.workspace);
    if (problem) add(problem.code, `${what} ${quote(src)} ${problem.message}`, line);
  };
  const type = fm.type ?? options.draftType;
  const refs = findImages(doc.body);
  const listed = type === "newspic" ? fm.images : void 0;
  if (listed) for (const src of listed) await checkImage(src, fieldLine("images"));
  else for (const ref of refs) await checkImage(ref.src, bodyLine(ref.line));
  if (fm.cover !== void 0) await checkImage(fm.cover, fieldLine("cover"), "The `cover` image");
  if (severity === "error" && type === "article" && fm.cover === void 0 && refs.length === 0) {
    add(
      "no_cover",
      "This article has no `cover` in its front matter and no image: the platform needs a cover image for the draft. Add `cover: path/to/image.png`.",
      1,
      "warning"
    );
  }
  if (type === "newspic") {
    const count = new Set(listed ?? refs.map((r) => r.src)).size;
    if (count === 0) {
      add(
        "newspic_without_images",
        "A newspic draft needs at least one image (front matter `images:` or images in the text).",
        fieldLine("type") ?? 1
      );
    } else if (count > PLATFORM.newspicImagesMax) {
      add(
        "newspic_too_many_images",
        `A newspic draft takes at most ${PLATFORM.newspicImagesMax} images; this one has ${count}.`,
        listed ? fieldLine("images") : bodyLine(refs[PLATFORM.newspicImagesMax].line)
      );
    }
  }
  return { findings: findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)), blocksConversion };
}
async function imageProblem(src, documentPath, workspace) {
  const trimmed = src.trim();
  if (/^data:/i.test(trimmed)) {
    return {
      code: "rejected_image",
      message: "is a data: URI, which the platform rejects; save it as a JPEG, PNG or GIF file."
    };
  }
  const ext = extname2(trimmed.split(/[?#]/)[0]).toLowerCase();
  if (PLATFORM.rejectedImageExtensions.includes(ext)) {
    return {
      code: "rejected_image",
      message: `is ${ext.slice(1).toUpperCase()}, which the platform rejects; use JPEG, PNG or GIF.`
    };
  }
  if (/^https?:\/\//i.test(trimmed)) return void 0;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("//")) {
    return {
      code: "unresolvable_image",
      message: "uses a scheme the platform cannot fetch; use an https:// URL or a path in the repository."
    };
  }
  const local = repositoryPath(trimmed, documentPath);
  const root = resolve(workspace);
  const file = local === void 0 ? void 0 : resolve(root, local);
  if (file === void 0 || !isInside(root, file)) {
    return { code: "unresolvable_image", message: "points outside the repository." };
  }
  const info = await stat(file).catch(() => void 0);
  if (!info?.isFile()) {
    return {
      code: "unresolvable_image",
      message: `does not resolve: there is no file ${local} in the repository.`
    };
  }
  if (info.size > PLATFORM.imageMaxBytes) {
    return {
      code: "image_too_large",
      message: `is ${(info.size / 1024 / 1024).toFixed(1)} MiB; the platform accepts at most ${PLATFORM.imageMaxBytes / 1024 / 1024} MiB.`
    };
  }
  return void 0;
}
function headingLine(doc) {
  const index = doc.body.split("\n").findIndex((l) => /^ {0,3}#{1,6}[ \t]+\S/.test(l));
  return index === -1 ? 1 : index + 1 + doc.bodyLineOffset;
}
function quote(src) {
  const short = src.length > 80 ? `${src.slice(0, 79)}\u2026` : src;
  return `"${short}"`;
}

// src/path-patterns.ts
import { relative as relative2, sep as sep2 } from "node:path";
var MATCH_OPTIONS = {
  dot: true,
  nobrace: true,
  nocase: process.platform === "win32",
  nocomment: true,
  noext: true,
  nonegate: true
};
var SKIPPED_FOLDERS = [".git", "node_modules"];
function parsePattern(raw) {
  let text = raw.trim();
  let negate = false;
  while (text.startsWith("!")) {
    negate = !negate;
    text = text.slice(1).trim();
  }
  text = text.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
  return text ? { negate, text } : void 0;
}
function globRule({ negate, text }) {
  const matchers = [new Minimatch(text, MATCH_OPTIONS)];
  if (!text.endsWith("/**")) {
    matchers.push(new Minimatch(`${text.replace(/\/+$/, "")}/**`, MATCH_OPTIONS));
  }
  return { negate, matches: (path) => matchers.some((m) => m.match(path)) };
}
function matchInOrder(rules) {
  return (path) => {
    let included = false;
    for (const rule of rules) if (rule.matches(path)) included = !rule.negate;
    return included;
  };
}
function compileGlobs(patterns) {
  const rules = [];
  for (const raw of patterns) {
    const pattern = parsePattern(raw);
    if (pattern) rules.push(globRule(pattern));
  }
  return matchInOrder(rules);
}
function inSkippedFolder(relativePath) {
  return relativePath.split("/").some((segment) => SKIPPED_FOLDERS.includes(segment));
}
function escapeGlob(path) {
  return (process.platform === "win32" ? path : path.replace(/\\/g, "\\\\")).replace(/\[/g, "[[]").replace(/\?/g, "[?]").replace(/\*/g, "[*]");
}
async function globFiles(root, patterns) {
  if (!patterns.some((p) => !p.negate)) return [];
  const { create } = await import("./glob-PTONOGLF.js");
  const trimmed = root.length > 1 ? root.replace(/[\\/]+$/, "") : root;
  const base = escapeGlob(trimmed).replace(/\/$/, "");
  const lines = patterns.map(({ negate, text }) => `${negate ? "!" : ""}${base}/${text}`);
  const globber = await create(lines.join("\n"), {
    followSymbolicLinks: false,
    matchDirectories: false,
    implicitDescendants: true
  });
  const found = [];
  for (const path of await globber.glob()) {
    const below = relative2(trimmed, path).split(sep2).join("/");
    if (!below.startsWith("../") && !inSkippedFolder(below)) found.push(below);
  }
  return found.sort();
}

export {
  isInside,
  firstHeading,
  draftTitle,
  plainText,
  feedCard,
  checkReadiness,
  parsePattern,
  globRule,
  matchInOrder,
  compileGlobs,
  inSkippedFolder,
  escapeGlob,
  globFiles
};

import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  DEFAULT_CREDENTIAL_HEADER_PREFIX,
  ENGINES,
  FAIL_ON,
  MODES
} from "./chunk-SOFYMAUJ.js";
import {
  checkReadiness,
  feedCard,
  firstHeading,
  isInside,
  readDocument
} from "./chunk-7FPOU6BU.js";
import {
  repositoryPath
} from "./chunk-VTGLEUHF.js";
import {
  assertServiceUrl
} from "./chunk-6SMZLQZN.js";
import {
  parseRateLimit
} from "./chunk-LM6L7UGA.js";
import {
  estimatedReadTime,
  precheck,
  wordCount
} from "./chunk-J32ODTCZ.js";
import {
  BACKGROUND_TYPES,
  DRAFT_TYPES,
  FONT_SIZES
} from "./chunk-FJK6O76T.js";
import {
  createProgressLog
} from "./chunk-JQTAIXZX.js";
import {
  formatCount
} from "./chunk-VQ43QDC7.js";
import {
  escapeHtml
} from "./chunk-ZDKHICCF.js";
import {
  NEVER,
  _enum,
  object,
  optional,
  pipe,
  refine,
  string,
  transform
} from "./chunk-WRUT66NK.js";
import {
  checkModules,
  decodeHTMLAttribute
} from "./chunk-MTHREJVE.js";
import {
  DocumentError,
  InputError,
  LimitError,
  MdPlatformError,
  ServiceError,
  errorMessage
} from "./chunk-CUOQNFZT.js";

// src/settings.ts
var INPUT_NAMING = (setting) => `Input \`${setting}\``;
var FLAG_NAMING = (setting) => `--${setting}`;
var raw = pipe(
  optional(string()),
  transform((value) => {
    const text = value?.trim();
    return text ? text : void 0;
  })
);
function choice(label, allowed) {
  return pipe(
    raw,
    optional(
      _enum(allowed, {
        error: (issue) => `${label} must be one of ${allowed.join(", ")}; got "${issue.input}".`
      })
    )
  );
}
function flag(label, fallback) {
  return parsedBy((value, ctx) => {
    if (value === void 0) return fallback;
    if (/^true$/i.test(value)) return true;
    if (/^false$/i.test(value)) return false;
    return refuse(ctx, `${label} must be true or false; got "${value}".`);
  });
}
function wholeNumber(label, min, max) {
  return parsedBy((value, ctx) => {
    if (value === void 0) return void 0;
    const n = Number(value);
    if (/^\d+$/.test(value) && n >= min && n <= max) return n;
    return refuse(ctx, `${label} must be a whole number from ${min} to ${max}; got "${value}".`);
  });
}
function decimal(label, min, max) {
  return parsedBy((value, ctx) => {
    if (value === void 0) return void 0;
    const n = Number(value);
    if (Number.isFinite(n) && n >= min && n <= max) return n;
    return refuse(ctx, `${label} must be a number from ${min} to ${max}; got "${value}".`);
  });
}
function matching(label, pattern, what) {
  return raw.check(
    refine((value) => value === void 0 || pattern.test(value), {
      error: (issue) => `${label} must be ${what}; got "${issue.input}".`
    })
  );
}
function checkedBy(parse2) {
  return parsedBy((value, ctx) => {
    if (value === void 0) return void 0;
    try {
      return parse2(value);
    } catch (error) {
      if (error instanceof InputError) return refuse(ctx, error.message);
      throw error;
    }
  });
}
function imageBaseUrl(label) {
  return parsedBy((value, ctx) => {
    if (value === void 0) return void 0;
    if (!URL.canParse(value))
      return refuse(ctx, `${label} must be an absolute http(s) URL; got "${value}".`);
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:")
      return refuse(ctx, `${label} must use https:// (or http://); got "${url.protocol}".`);
    return url.href.endsWith("/") ? url.href : `${url.href}/`;
  });
}
var lines = pipe(
  optional(string()),
  transform(
    (value) => (value ?? "").split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith("#"))
  )
);
function orDefault(schema, fallback) {
  return pipe(
    schema,
    transform((value) => value ?? fallback)
  );
}
function parsedBy(parse2) {
  return pipe(raw, transform(parse2));
}
function refuse(ctx, message) {
  ctx.issues.push({ code: "custom", message, input: void 0 });
  return NEVER;
}
function settingFields(name, { engines = ENGINES } = {}) {
  return {
    files: lines,
    "changed-only": flag(name("changed-only"), true),
    mode: orDefault(choice(name("mode"), MODES), "auto"),
    engine: choice(name("engine"), engines),
    "api-key": raw,
    "app-id": raw,
    "app-secret": raw,
    "api-url": checkedBy((url) => assertServiceUrl("api-url", url, name("api-url"))),
    "backup-api-url": checkedBy(
      (url) => assertServiceUrl("backup-api-url", url, name("backup-api-url"))
    ),
    "credential-header-prefix": orDefault(
      matching(
        name("credential-header-prefix"),
        /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/,
        "letters, digits and hyphens, like `Messenger`"
      ),
      DEFAULT_CREDENTIAL_HEADER_PREFIX
    ),
    theme: raw,
    "font-size": choice(name("font-size"), FONT_SIZES),
    "background-type": choice(name("background-type"), BACKGROUND_TYPES),
    "convert-version": raw,
    "draft-type": orDefault(choice(name("draft-type"), DRAFT_TYPES), "article"),
    "draft-branch": raw,
    comment: flag(name("comment"), true),
    "comment-tag": orDefault(
      matching(
        name("comment-tag"),
        /^[A-Za-z0-9._-]{1,64}$/,
        "up to 64 letters, digits, dots, dashes and underscores"
      ),
      "md-platform"
    ),
    artifact: flag(name("artifact"), true),
    "artifact-name": orDefault(
      matching(
        name("artifact-name"),
        /^[^"<>|*?:\r\n\\/]{1,200}$/,
        'a name without " : < > | * ? \\ / or newlines'
      ),
      "md-platform-html"
    ),
    "retention-days": wholeNumber(name("retention-days"), 1, 90),
    "output-dir": raw,
    "image-base-url": imageBaseUrl(name("image-base-url")),
    "fail-on": orDefault(choice(name("fail-on"), FAIL_ON), "error"),
    "dry-run": flag(name("dry-run"), false),
    ledger: orDefault(choice(name("ledger"), ["github", "off"]), "github"),
    redraft: lines,
    "max-files": orDefault(wholeNumber(name("max-files"), 1, 1e5), 200),
    concurrency: orDefault(wholeNumber(name("concurrency"), 1, 32), 4),
    "rate-limit": orDefault(
      checkedBy((text) => parseRateLimit(text, name("rate-limit"))),
      parseRateLimit("100/60s")
    ),
    "timeout-seconds": orDefault(decimal(name("timeout-seconds"), 1, 600), 30),
    "github-token": raw,
    // `md-platform serve` only.
    port: orDefault(wholeNumber(name("port"), 0, 65535), 8787),
    workers: orDefault(wholeNumber(name("workers"), 1, 64), 8)
  };
}
function parseSettings(names, values, name, options) {
  const fields = settingFields(name, options);
  const schema = object(
    Object.fromEntries(names.map((key) => [key, fields[key]]))
  );
  const parsed = schema.safeParse(values, {
    // Reached only by a value of the wrong type (a bug in an entry point), never by a user's text.
    error: (issue2) => `${name(String(issue2.path?.[0] ?? "value"))} has a value that is not text.`
  });
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new InputError(String(issue.path[0] ?? "input"), issue.message);
}

// src/report/output-folder.ts
import { constants, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { open } from "node:fs/promises";
import { isAbsolute, join, parse, relative, resolve, sep } from "node:path";
var OutputWriteError = class extends MdPlatformError {
};
var WRITE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0);
function openOutputFolder(dir, { workspace, input = "output-dir" }) {
  const root = resolve(dir);
  const refuse2 = (why) => new InputError(input, `Input \`${input}\` (${root}) ${why} Choose a new folder for the HTML.`);
  if (root.split(sep).includes(".git")) throw refuse2("is inside a .git folder.");
  const link = firstLink(root);
  if (link !== void 0) {
    throw refuse2(
      `passes through a symbolic link (${link}): the pages would be written wherever it points.`
    );
  }
  const home = resolve(workspace);
  if (home === root || isWithin(root, home)) {
    throw refuse2("is the workspace or holds it: the artifact would carry the checkout and .git.");
  }
  try {
    mkdirSync(root, { recursive: true });
  } catch (error) {
    throw refuse2(`cannot be created (${error.code ?? error}).`);
  }
  const made = lstatSync(root);
  if (!made.isDirectory() || made.isSymbolicLink()) throw refuse2("is not a folder.");
  if (exists(join(root, ".git"))) throw refuse2("holds a .git folder.");
  const inner = linkInside(root);
  if (inner !== void 0) {
    throw refuse2(
      `holds a symbolic link (${inner}): files written there would land wherever it points.`
    );
  }
  return createOutputFolder(root);
}
function createOutputFolder(dir) {
  const root = resolve(dir);
  const folders = /* @__PURE__ */ new Set();
  const files = /* @__PURE__ */ new Set();
  const ensureFolders = (parts) => {
    if (!folders.has("")) {
      mkdirSync(root, { recursive: true });
      folders.add("");
    }
    let at = "";
    for (const part of parts) {
      at = at ? `${at}/${part}` : part;
      if (folders.has(at)) continue;
      const full = join(root, at);
      try {
        mkdirSync(full);
      } catch (error) {
        if (error.code !== "EEXIST") throw error;
        const stat = lstatSync(full);
        if (stat.isSymbolicLink()) throw Object.assign(new Error("a link"), { code: "ELOOP" });
        if (!stat.isDirectory()) throw Object.assign(new Error("a file"), { code: "ENOTDIR" });
      }
      folders.add(at);
    }
  };
  return {
    root,
    async write(path, data) {
      const parts = path.split("/");
      const target = join(root, ...parts);
      try {
        if (parts.some((part) => part === "" || part === "." || part === "..") || isAbsolute(path))
          throw Object.assign(new Error("not a plain relative path"), { code: "EINVAL" });
        ensureFolders(parts.slice(0, -1));
        const handle = await open(target, WRITE_FLAGS, 420);
        try {
          await handle.writeFile(data);
        } finally {
          await handle.close();
        }
      } catch (error) {
        const code = error.code ?? String(error);
        throw new OutputWriteError("output_write_failed", `Could not write ${target}: ${code}.`, {
          cause: error
        });
      }
      files.add(path);
    },
    written: () => [...files]
  };
}
function firstLink(path) {
  const { root } = parse(path);
  let at = root;
  for (const part of path.slice(root.length).split(sep).filter(Boolean)) {
    at = join(at, part);
    try {
      if (lstatSync(at).isSymbolicLink()) return at;
    } catch {
      return void 0;
    }
  }
  return void 0;
}
function linkInside(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) return relative(dir, join(entry.parentPath, entry.name));
  }
  return void 0;
}
function exists(path) {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
function isWithin(parent, child) {
  const rel = relative(parent, child);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
}

// src/report/html-shell.ts
import { createHash } from "node:crypto";
function previewCsp(script) {
  const scripts = script ? `'sha256-${createHash("sha256").update(script).digest("base64")}'` : "'none'";
  return `default-src 'none'; script-src ${scripts}; img-src data: 'self' https: http:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`;
}
var PHONE_WIDTH = 375;
var ARTICLE_CSS = `
.phone-screen { box-sizing: border-box; width: ${PHONE_WIDTH}px; overflow-x: auto; background: #fff; }
.article { box-sizing: border-box; width: 100%; padding: 20px 16px 32px; color: rgba(0,0,0,.9);
  font-family: -apple-system, BlinkMacSystemFont, "Helvetica Neue", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei UI", Arial, sans-serif;
  font-size: 17px; line-height: 1.6; overflow-wrap: break-word; text-align: left; }
.article img { max-width: 100%; height: auto; }
`;
function headStart(script) {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(previewCsp(script))}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    "<title>"
  ].join("\n");
}
function htmlFrame(parts) {
  return [
    `${headStart(parts.script)}${escapeHtml(parts.title)}</title>
<style>${parts.css}</style>
</head>
<body>
`,
    `
${parts.script ? `<script>${parts.script}</script>` : ""}
</body>
</html>
`
  ];
}
function htmlDocument(parts) {
  const [before, after] = htmlFrame(parts);
  return before + parts.body + after;
}
function relativeHref(path) {
  if (!path) return void 0;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("/") || path.startsWith("\\")) {
    return void 0;
  }
  return path.split("/").map((segment) => encodeURIComponent(segment)).join("/");
}

// src/report/gallery.ts
var CSS = `
:root { color-scheme: light; }
body { margin: 0; background: #f3f4f6; color: #1f2328;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif; }
.top { padding: 20px 24px 12px; background: #fff; border-bottom: 1px solid #d0d7de; }
.top h1 { margin: 0 0 4px; font-size: 20px; }
.top p { margin: 0; color: #57606a; }
.toc { padding: 12px 24px; background: #fff; border-bottom: 1px solid #d0d7de; }
.toc ol { margin: 0; padding-left: 20px; columns: 2 320px; }
.toc a { color: #0969da; word-break: break-all; }
.doc { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; padding: 24px; border-bottom: 1px solid #d0d7de; }
.meta { flex: 1 1 280px; max-width: 560px; min-width: 0; }
.meta h2 { margin: 0 0 4px; font-size: 18px; overflow-wrap: anywhere; }
.meta .path { margin: 0 0 12px; color: #57606a; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; overflow-wrap: anywhere; }
.stats { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 12px; padding: 0; list-style: none; }
.stats li { padding: 2px 8px; border-radius: 12px; background: #eaeef2; }
.badge-converted, .badge-checked { background: #dafbe1 !important; color: #116329; }
.badge-failed { background: #ffebe9 !important; color: #a40e26; }
.badge-skipped, .badge-removed { background: #fff8c5 !important; color: #7d4e00; }
.findings { margin: 0 0 12px; padding-left: 18px; }
.findings li { margin-bottom: 4px; overflow-wrap: anywhere; }
.sev-error { color: #a40e26; } .sev-warning { color: #7d4e00; } .sev-notice { color: #57606a; }
.reason { color: #a40e26; overflow-wrap: anywhere; }
.switch label { font-weight: 600; margin-right: 6px; }
.switch select { font: inherit; }
.phone { flex: none; width: ${PHONE_WIDTH}px; border: 10px solid #1f2328; border-radius: 28px; overflow: hidden;
  background: #fff; box-shadow: 0 8px 24px rgba(0,0,0,.15); }
.phone-bar { height: 22px; background: #1f2328; }
.empty { padding: 40px 16px; color: #57606a; text-align: center; }
${ARTICLE_CSS}
`;
var SCRIPT = `
document.querySelectorAll('select[data-variant-switch]').forEach(function (select) {
  var doc = select.closest('.doc');
  var article = doc.querySelector('.article');
  var original = document.createElement('template');
  original.setAttribute('data-variant', 'original');
  var copy = article.cloneNode(true);
  while (copy.firstChild) original.content.appendChild(copy.firstChild);
  doc.append(original);
  select.addEventListener('change', function () {
    var template = doc.querySelector('template[data-variant="' + select.value + '"]');
    if (!template) return;
    article.replaceChildren(template.content.cloneNode(true));
  });
});
`;
function number(value) {
  return typeof value === "number" && Number.isFinite(value) ? formatCount(value) : void 0;
}
function findingsList(findings) {
  if (findings.length === 0) return "";
  const items = findings.map((finding) => {
    const line = typeof finding.line === "number" ? `line ${finding.line}: ` : "";
    const severity = ["error", "warning", "notice"].includes(finding.severity) ? finding.severity : "notice";
    return `<li class="sev-${severity}"><strong>${escapeHtml(severity)}</strong> ${escapeHtml(line)}${escapeHtml(finding.message)} <code>${escapeHtml(finding.code)}</code></li>`;
  });
  return `<ul class="findings">${items.join("")}</ul>`;
}
function variantSwitch(doc, index) {
  const variants = doc.variants ?? [];
  if (variants.length === 0) return "";
  const options = [];
  if (doc.html !== void 0) options.push('<option value="original">As converted</option>');
  variants.forEach((variant, i) => {
    options.push(`<option value="${i}">${escapeHtml(variant.label)}</option>`);
  });
  const id = `switch-${index}`;
  return `<p class="switch"><label for="${id}">Theme / size</label><select id="${id}" data-variant-switch>${options.join("")}</select></p>`;
}
function templates(doc) {
  const variants = doc.variants ?? [];
  if (variants.length === 0) return "";
  const parts = variants.map(
    (variant, i) => `<template data-variant="${i}" data-theme="${escapeHtml(variant.theme)}" data-font-size="${escapeHtml(variant.fontSize)}">${variant.html}</template>`
  );
  return parts.join("\n");
}
function documentSection(doc, index) {
  const heading = doc.title?.trim() ? doc.title : doc.path;
  const stats = [
    `<li class="badge-${escapeHtml(doc.status)}">${escapeHtml(doc.status)}</li>`,
    number(doc.wordCount) !== void 0 ? `<li>${number(doc.wordCount)} characters</li>` : "",
    number(doc.estimatedReadTime) !== void 0 ? `<li>${number(doc.estimatedReadTime)} min read</li>` : "",
    `<li>${doc.findings.length} finding${doc.findings.length === 1 ? "" : "s"}</li>`
  ].join("");
  const href = relativeHref(doc.htmlFile);
  const pageLink = href ? `<p><a href="${escapeHtml(href)}">Open the page to copy into the editor</a></p>` : "";
  const shown = doc.html ?? doc.variants?.[0]?.html;
  const reason = doc.reason ? `<p class="reason">${escapeHtml(doc.reason)}</p>` : "";
  const screen = shown !== void 0 ? `<div class="article">${shown}</div>` : `<div class="article"><p class="empty">${href ? `Not embedded here, to keep this page small: <a href="${escapeHtml(href)}">open the document's page</a>.` : "No preview for this document."}</p></div>`;
  return [
    `<section class="doc" id="doc-${index + 1}">`,
    '<div class="meta">',
    `<h2>${escapeHtml(heading)}</h2>`,
    `<p class="path">${escapeHtml(doc.path)}</p>`,
    `<ul class="stats">${stats}</ul>`,
    reason,
    findingsList(doc.findings),
    pageLink,
    variantSwitch(doc, index),
    "</div>",
    `<div class="phone"><div class="phone-bar"></div><div class="phone-screen">${screen}</div></div>`,
    templates(doc),
    "</section>"
  ].filter(Boolean).join("\n");
}
function renderGallery(input) {
  const documents = input.documents;
  const findings = documents.reduce((sum, doc) => sum + doc.findings.length, 0);
  const failed2 = documents.filter((doc) => doc.status === "failed").length;
  const summary = [
    `${documents.length} document${documents.length === 1 ? "" : "s"}`,
    failed2 ? `${failed2} failed` : "",
    `${findings} finding${findings === 1 ? "" : "s"}`,
    `generated ${input.generatedAt}`
  ].filter(Boolean).join(" \xB7 ");
  const toc = documents.map(
    (doc, index) => `<li><a href="#doc-${index + 1}">${escapeHtml(doc.path)}</a> \u2014 ${escapeHtml(doc.status)}</li>`
  ).join("\n");
  const body = [
    `<header class="top"><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(summary)}</p></header>`,
    documents.length ? `<nav class="toc" aria-label="Documents"><ol>${toc}</ol></nav>` : '<p class="empty">No documents in this run.</p>',
    "<main>",
    ...documents.map(documentSection),
    "</main>"
  ].join("\n");
  return htmlDocument({
    title: input.title,
    css: CSS,
    body,
    script: documents.some((doc) => doc.variants?.length) ? SCRIPT : void 0
  });
}

// src/report/page-writer.ts
import { readFileSync, realpathSync, statSync } from "node:fs";
import { extname, join as join2, posix } from "node:path";

// src/report/page.ts
var CSS2 = `
body { margin: 0; background: #f3f4f6; color: #1f2328;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif; }
.bar { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center;
  padding: 10px 16px; background: #fff; border-bottom: 1px solid #d0d7de; }
.bar h1 { margin: 0; font-size: 16px; overflow-wrap: anywhere; }
.bar .path, .bar .stats { margin: 0; color: #57606a; font-size: 12px; overflow-wrap: anywhere; }
.bar button { font: inherit; font-weight: 600; padding: 6px 14px; border-radius: 6px; border: 1px solid #1f883d;
  background: #1f883d; color: #fff; cursor: pointer; }
.bar .status { color: #116329; min-width: 6em; }
.column { width: ${PHONE_WIDTH}px; margin: 24px auto; box-shadow: 0 8px 24px rgba(0,0,0,.12); }
.pictures { background: #fff; }
.pictures img { display: block; width: 100%; height: auto; margin: 0 0 2px; }
${ARTICLE_CSS}
`;
var SCRIPT2 = `
(function () {
  var article = document.getElementById('article');
  var status = document.getElementById('copy-status');
  function say(text) { status.textContent = text; }
  function selectArticle() {
    var range = document.createRange();
    range.selectNodeContents(article);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  function fallback() {
    selectArticle();
    var done = false;
    try { done = document.execCommand('copy'); } catch (e) { done = false; }
    say(done ? 'Copied (selection). Paste into the editor.' : 'Selected: press Ctrl+C or \\u2318C to copy.');
  }
  document.getElementById('copy').addEventListener('click', function () {
    var html = article.innerHTML;
    if (navigator.clipboard && window.ClipboardItem && window.isSecureContext) {
      var item = new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([article.innerText], { type: 'text/plain' })
      });
      navigator.clipboard.write([item]).then(function () {
        say('Copied. Paste into the editor.');
      }, fallback);
    } else {
      fallback();
    }
  });
})();
`;
function documentPageParts(input) {
  const stats = input.stats ?? {};
  const facts = [
    typeof stats.wordCount === "number" ? `${formatCount(stats.wordCount)} characters` : "",
    typeof stats.estimatedReadTime === "number" ? `${stats.estimatedReadTime} min read` : "",
    stats.theme ? `theme ${stats.theme}` : "",
    stats.fontSize ? `font ${stats.fontSize}` : "",
    stats.findings?.length ? `${stats.findings.length} finding${stats.findings.length === 1 ? "" : "s"}` : ""
  ].filter(Boolean);
  const [before, after] = htmlFrame({ title: input.title, css: CSS2, script: SCRIPT2 });
  return [
    before + `<header class="bar">
<div><h1>${escapeHtml(input.title)}</h1><p class="path">${escapeHtml(input.path)}</p>
` + (facts.length ? `<p class="stats">${escapeHtml(facts.join(" \xB7 "))}</p>` : "") + '\n</div>\n<button type="button" id="copy">Copy article</button>\n<span class="status" id="copy-status" role="status" aria-live="polite"></span>\n</header>\n<main class="column phone-screen">' + pictures(input.pictures) + '<section class="article" id="article">',
    input.html,
    `</section></main>${after}`
  ];
}
function pictures(sources) {
  if (!sources?.length) return "";
  const images = sources.map((src, i) => `<img src="${escapeHtml(src)}" alt="Picture ${i + 1}">`).join("");
  return `<section class="pictures" aria-label="Pictures">${images}</section>`;
}

// src/report/page-names.ts
import { createHash as createHash2 } from "node:crypto";
var REFUSED = /[":<>|*?\r\n]/g;
var CONTROL = /[\u0000-\u001f\u007f]/g;
var MAX_PART_BYTES = 200;
var KEPT_BYTES = 120;
function safePart(part, suffix = "") {
  const cleaned = part.replace(REFUSED, "_").replace(CONTROL, "_");
  const whole = `${part}${suffix}`;
  if (cleaned === part && Buffer.byteLength(whole) <= MAX_PART_BYTES && !isDotName(part))
    return whole;
  const hash = createHash2("sha256").update(part).digest("hex").slice(0, 12);
  return `${truncateUtf8(cleaned, KEPT_BYTES)}-${hash}${suffix}`;
}
function pageFileName(path) {
  const parts = path.split("/");
  const name = parts.pop() ?? "";
  return [...parts.map((part) => safePart(part)), safePart(name, ".html")].join("/");
}
function imageFileName(path) {
  const parts = path.split("/");
  const name = parts.pop() ?? "";
  if (safePart(name) !== name) return void 0;
  return [...parts.map((part) => safePart(part)), name].join("/");
}
function uniquePageNames() {
  const taken = /* @__PURE__ */ new Map();
  return (path) => {
    const base = pageFileName(path);
    let name = base;
    for (let n = 2; taken.has(name) && taken.get(name) !== path; n++) {
      name = base.replace(/\.html$/, `-${n}.html`);
    }
    taken.set(name, path);
    return name;
  };
}
function isDotName(part) {
  return part === "" || part === "." || part === "..";
}
function truncateUtf8(text, bytes) {
  if (Buffer.byteLength(text) <= bytes) return text;
  let out = "";
  let used = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (used + size > bytes) break;
    out += char;
    used += size;
  }
  return out;
}

// src/report/page-writer.ts
var IMAGE_EXTENSIONS = /* @__PURE__ */ new Set([
  ".png",
  ".jpg",
  ".jpeg",
  ".gif",
  ".webp",
  ".svg",
  ".bmp",
  ".avif"
]);
var MAX_IMAGE_BYTES = 10 * 1024 * 1024;
var IMG_SRC = /(<img\b[^>]*?\ssrc=")([^"]*)"/g;
function createPageWriter({
  outputDir,
  folder = createOutputFolder(outputDir),
  workspace
}) {
  const seen = /* @__PURE__ */ new Set();
  const realWorkspace = realpathSync(workspace);
  const pageName = uniquePageNames();
  const pending = /* @__PURE__ */ new Set();
  const copyImage = async (repoPath) => {
    if (seen.has(repoPath)) return;
    seen.add(repoPath);
    if (!IMAGE_EXTENSIONS.has(extname(repoPath).toLowerCase())) return;
    if (repoPath.split("/").some((part) => part === ".git")) return;
    const target = imageFileName(repoPath);
    if (target === void 0) return;
    let bytes;
    try {
      const source = realpathSync(join2(workspace, repoPath));
      if (!isInside(realWorkspace, source)) return;
      const stat = statSync(source);
      if (!stat.isFile() || stat.size > MAX_IMAGE_BYTES) return;
      bytes = readFileSync(source);
    } catch {
      return;
    }
    await folder.write(target, bytes).catch(() => void 0);
  };
  const writePage = async (doc, html) => {
    const path = doc.result.path;
    const file = pageName(path);
    const front = doc.source?.frontMatter;
    const pictures2 = front?.type === "newspic" ? front.images ?? [] : [];
    const page = documentPageParts({
      title: doc.result.title ?? path,
      html,
      path,
      stats: doc.result,
      pictures: pictures2
    }).join("");
    await folder.write(file, page);
    for (const src of [...pictures2.filter(isRelative), ...relativeImageSources(html)]) {
      const repoPath = repositoryPath(src, path);
      if (repoPath !== void 0) await copyImage(repoPath);
    }
    doc.result.html = file;
  };
  return {
    async write(doc) {
      if (doc.html === void 0) return;
      const writing = writePage(doc, doc.html);
      pending.add(writing);
      try {
        await writing;
      } finally {
        pending.delete(writing);
      }
    },
    async close() {
      await Promise.all(pending);
    }
  };
}
async function writingPages(pages, work) {
  const result = await work();
  await pages?.close();
  return result;
}
function relativeImageSources(html) {
  if (!html.includes("<img")) return [];
  const sources = [];
  for (const match of html.matchAll(IMG_SRC)) {
    const src = decodeHTMLAttribute(match[2]);
    if (isRelative(src)) sources.push(src);
  }
  return sources;
}
function rebaseLocalImages(html, documentPath) {
  const folder = posix.dirname(documentPath);
  if (folder === "." || !html.includes("<img")) return html;
  const prefix = folder.split("/").map((part) => encodeURIComponent(part)).join("/");
  return html.replace(
    IMG_SRC,
    (whole, start, src) => isRelative(decodeHTMLAttribute(src)) ? `${start}${prefix}/${src}"` : whole
  );
}
function isRelative(src) {
  return src !== "" && !src.startsWith("/") && !src.startsWith("#") && !/^[a-z][a-z0-9+.-]*:/i.test(src);
}

// src/output-files.ts
var VARIANT_DOCUMENT_LIMIT = 20;
var VARIANT_THEMES = ["default", "chinese", "apple", "bytedance", "sports", "cyber"];
var VARIANT_SIZES = ["small", "medium", "large"];
function rendersVariants(engine, documents) {
  return engine !== void 0 && "restyle" in engine && documents <= VARIANT_DOCUMENT_LIMIT;
}
async function writeOutputFiles(input) {
  const variantEngine = rendersVariants(input.variantEngine, input.processed.length) ? input.variantEngine : void 0;
  const processed = input.processed.map((doc) => ({
    path: doc.result.path,
    title: doc.result.title,
    status: doc.result.status,
    wordCount: doc.result.wordCount,
    estimatedReadTime: doc.result.estimatedReadTime,
    findings: doc.result.findings,
    htmlFile: doc.result.html,
    // index.html sits at the root; a document's relative images sit beside its own page.
    html: doc.html === void 0 ? void 0 : rebaseLocalImages(doc.html, doc.result.path),
    variants: variantEngine && doc.html !== void 0 ? variantsOf(doc, variantEngine) : void 0
  }));
  const documents = [
    ...processed,
    ...(input.others ?? []).map((r) => ({ path: r.path, status: r.status, findings: r.findings }))
  ];
  const folder = input.folder ?? createOutputFolder(input.outputDir);
  await folder.write(
    "index.html",
    renderGallery({ title: input.title, generatedAt: input.report.generatedAt, documents })
  );
  await folder.write("report.json", `${JSON.stringify(input.report, null, 2)}
`);
}
function variantsOf(doc, engine) {
  const request = doc.request;
  const theme = request.theme ?? "default";
  const size = request.fontSize ?? "medium";
  const looks = [
    ...VARIANT_SIZES.filter((s) => s !== size).map((fontSize) => ({ theme, fontSize })),
    ...VARIANT_THEMES.filter((t) => t !== theme).map((t) => ({ theme: t, fontSize: size }))
  ];
  const pages = engine.restyle(request, looks);
  return looks.map(({ theme: theme2, fontSize }, i) => ({
    label: `${theme2} \xB7 ${fontSize}`,
    theme: theme2,
    fontSize,
    html: rebaseLocalImages(pages[i], doc.result.path)
  }));
}

// src/concurrency.ts
async function mapConcurrent(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// src/engine/local/rich-precheck.ts
async function precheckMathAndDiagrams(markdown, lineOffset = 0, theme, rich = { wanted: /* @__PURE__ */ new Set() }) {
  if (!markdown.includes("$") && !MATH_OR_MERMAID_FENCE.test(markdown)) return [];
  const { checkMathAndDiagrams } = await import("./rich-check-63T3VYL4.js");
  return checkMathAndDiagrams(markdown, rich, lineOffset, theme);
}
var MATH_OR_MERMAID_FENCE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*(?:math|mermaid)\b/im;

// src/process-document.ts
async function processDocument(path, options) {
  let source;
  try {
    source = await readDocument(options.workspace, path);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return { result: failed(path, [findingOf(error, 0)], error.message) };
  }
  const request = convertRequest(
    source.body,
    mergeOptions(options.convertOptions, source.frontMatter)
  );
  const { markdown: _markdown, ...requestOptions } = request;
  const findings = [
    ...precheck({
      markdown: source.body,
      lineOffset: source.bodyLineOffset,
      options: requestOptions
    }),
    ...checkModules(source.body, source.bodyLineOffset),
    // The service draws math and mermaid itself: only the embedded engine's limits are checked.
    ...options.engine?.name === "remote" ? [] : await precheckMathAndDiagrams(
      source.body,
      source.bodyLineOffset,
      request.theme,
      options.rich
    )
  ];
  const readiness = await checkReadiness(source, {
    workspace: options.workspace,
    draftType: options.drafts?.draftType ?? "article",
    drafts: options.drafts?.configured ?? false
  });
  const base = {
    path,
    status: "checked",
    title: source.frontMatter.title ?? firstHeading(source.body),
    // The service limits first: they are why a file is not sent.
    findings: [...findings, ...readiness.findings],
    feed: feedCard(source)
  };
  const counted = () => {
    const words = wordCount(source.body);
    return { ...base, wordCount: words, estimatedReadTime: estimatedReadTime(words) };
  };
  const errors = [...findings, ...readiness.blocksConversion ? readiness.findings : []].filter(
    (f) => f.severity === "error"
  );
  if (errors.length > 0) {
    const reason = `Not sent: the pre-check found ${errors.length === 1 ? "a problem" : `${errors.length} problems`} (${errors.map((f) => f.code).join(", ")}).`;
    return { result: { ...counted(), status: "failed", reason }, source, request };
  }
  if (!options.engine) return { result: counted(), source, request };
  try {
    const started = performance.now();
    const pending = options.engine.convert(request, options.signal, { prechecked: true });
    const convertedIn = performance.now() - started;
    const converted = await pending;
    const convertMs = options.engine.name === "local" ? convertedIn : performance.now() - started;
    return {
      result: {
        ...base,
        status: "converted",
        engine: options.engine.name,
        convertMs: Math.round(convertMs * 10) / 10,
        wordCount: converted.wordCount,
        estimatedReadTime: converted.estimatedReadTime
      },
      source,
      request,
      html: converted.html
    };
  } catch (error) {
    if (error instanceof DocumentError || error instanceof ServiceError) {
      return {
        result: {
          ...counted(),
          status: "failed",
          engine: options.engine.name,
          findings: [...base.findings, findingOf(error, source.bodyLineOffset)],
          reason: error.message
        },
        source,
        request
      };
    }
    throw error;
  }
}
function mergeOptions(options, front) {
  return {
    theme: front.theme ?? options.theme,
    fontSize: front.fontSize ?? options.fontSize,
    backgroundType: front.backgroundType ?? options.backgroundType,
    convertVersion: front.convertVersion ?? options.convertVersion
  };
}
function convertRequest(markdown, options) {
  const request = { markdown };
  if (options.theme) request.theme = options.theme;
  if (options.fontSize) request.fontSize = options.fontSize;
  if (options.backgroundType) request.backgroundType = options.backgroundType;
  if (options.convertVersion) request.convertVersion = options.convertVersion;
  return request;
}
function findingOf(error, lineOffset) {
  const finding = { severity: "error", code: error.code, message: errorMessage(error) };
  if (error instanceof DocumentError && error.line !== void 0)
    finding.line = error.line + lineOffset;
  if (error instanceof LimitError) {
    finding.limit = error.limit;
    finding.actual = error.actual;
  }
  return finding;
}
function failed(path, findings, reason) {
  return { path, status: "failed", findings, reason };
}

// src/run/convert-all.ts
var GALLERY_INLINE_LIMIT = 100;
async function convertAll({
  config,
  log,
  cancel
}, paths, {
  engine,
  folder,
  keep
}) {
  if (paths.length === 0) return [];
  const stop = cancel?.stop;
  log.startGroup(`Processing ${paths.length} Markdown file${paths.length === 1 ? "" : "s"}`);
  let done = 0;
  const progress = createProgressLog(log, { maxLines: engine?.name === "remote" ? 1 : 100 });
  const pages = folder ? createPageWriter({ outputDir: config.outputDir, folder, workspace: config.workspace }) : void 0;
  const rich = engine && "rich" in engine ? engine.rich : { wanted: /* @__PURE__ */ new Set() };
  const started = performance.now();
  try {
    const processed = await writingPages(
      pages,
      () => mapConcurrent(paths, config.concurrency, async (path, index) => {
        if (stop?.aborted) {
          return {
            result: {
              path,
              status: "skipped",
              findings: [],
              reason: "Not processed: the run was cancelled."
            }
          };
        }
        const doc = await processDocument(path, {
          workspace: config.workspace,
          convertOptions: config.convert,
          engine,
          rich,
          drafts: { configured: draftsOnMerge(config), draftType: config.draftType }
        });
        await pages?.write(doc);
        if (index >= GALLERY_INLINE_LIMIT) doc.html = void 0;
        if (!keep.source) doc.source = void 0;
        if (!keep.request) doc.request = void 0;
        done++;
        progress.line(
          `[${done}/${paths.length}] ${path}: ${doc.result.status}${doc.result.reason ? ` (${doc.result.reason})` : ""}`
        );
        return doc;
      })
    );
    progress.flush();
    if (engine) log.info(timingLine(processed, engine.name, performance.now() - started));
    return processed;
  } finally {
    progress.flush();
    log.endGroup();
  }
}
function timingLine(processed, engine, totalMs) {
  let engineMs = 0;
  let converted = 0;
  for (const { result } of processed) {
    if (result.convertMs === void 0) continue;
    engineMs += result.convertMs;
    converted++;
  }
  const seconds = (ms) => `${(ms / 1e3).toFixed(1)} s`;
  const took = engine === "remote" ? (
    // Requests overlap, so their times add up to more than the run took.
    `the service took ${seconds(engineMs)}, summed over the requests`
  ) : `the local engine took ${seconds(engineMs)} of that`;
  return `Processed ${processed.length} document${processed.length === 1 ? "" : "s"} in ${seconds(totalMs)}, ${converted} converted; ${took}.`;
}
function draftsOnMerge(config) {
  return (config.mode === "auto" || config.mode === "draft") && Boolean(config.apiKey && config.appId && config.appSecret && config.apiUrl);
}

// src/run/open-engine.ts
async function openEngine({ config, service, mode, fork = false, log, redact }, files) {
  let kind = chooseEngine(config.engine, service !== void 0, mode, fork, files);
  let client;
  let fallback;
  try {
    if (service && (kind === "remote" || mode === "draft")) {
      const { createServiceClient } = await import("./client-HLAD7QCT.js");
      client = createServiceClient(service, { log, redact });
      log.info(`Checking the API key with ${new URL(service.apiUrl).origin}`);
      try {
        await client.validate();
      } catch (error) {
        if (!previewsWithoutService(error, config.engine, mode)) throw error;
        fallback = `The conversion service is unavailable (${errorMessage(error)}). This preview was rendered with the embedded engine instead; set \`engine: remote\` to fail the step in this case.`;
        await client.close();
        client = void 0;
        kind = "local";
      }
    }
    let engine;
    if (kind === "remote" && client)
      engine = (await import("./remote-AHWJ2W3F.js")).createRemoteEngine(client);
    else if (kind === "local")
      engine = (await import("./local-ONT6QYQL.js")).createLocalEngine();
    return { kind, client, engine, fallback };
  } catch (error) {
    await client?.close();
    throw error;
  }
}
function preloadEngine({ config, service, mode, fork = false }) {
  if (chooseEngine(config.engine, service !== void 0, mode, fork, 1) !== "local") return;
  import("./local-ONT6QYQL.js").catch(() => void 0);
}
function previewsWithoutService(error, engine, mode) {
  return error instanceof ServiceError && error.code !== "invalid_api_key" && engine === "auto" && (mode === "preview" || mode === "convert");
}
function chooseEngine(engine, hasService, mode, fork, files) {
  if (files === 0 || mode === "check" || mode === "draft") return "none";
  if (fork || engine === "local") return "local";
  return hasService ? "remote" : "local";
}

export {
  INPUT_NAMING,
  FLAG_NAMING,
  parseSettings,
  openOutputFolder,
  createOutputFolder,
  rendersVariants,
  writeOutputFiles,
  convertAll,
  openEngine,
  preloadEngine
};

import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  DEFAULT_CREDENTIAL_HEADER_PREFIX,
  DEFAULT_OUTBOX_MAX_MB,
  ENGINES,
  FAIL_ON,
  MODES
} from "./chunk-6ZET4UFC.js";
import {
  checkModules,
  decodeHTMLAttribute,
  estimatedReadTime,
  precheck,
  wordCount
} from "./chunk-2LNQLSPO.js";
import {
  LIMIT_CODES
} from "./chunk-6DE6S7N3.js";
import {
  precheckMathAndDiagrams
} from "./chunk-QOBCCXYO.js";
import {
  checkReadiness,
  feedCard,
  firstHeading,
  isInside,
  mapConcurrent,
  workspaceFiles
} from "./chunk-M6SF5YXX.js";
import {
  localImagePath,
  repositoryPath,
  resolveImageUrl
} from "./chunk-DL4V7EL7.js";
import {
  didYouMean
} from "./chunk-QXLYNVZJ.js";
import {
  assertServiceUrl
} from "./chunk-4V7EP2KX.js";
import {
  parseRateLimit
} from "./chunk-SFPNWDGB.js";
import {
  escapeHtml,
  formatCount,
  neutralize
} from "./chunk-2KEGSE2I.js";
import {
  require_crypto
} from "./chunk-YTTBCBEB.js";
import {
  splitFrontMatterWith
} from "./chunk-5UW5WUYG.js";
import {
  BACKGROUND_TYPES,
  DRAFT_TYPES,
  FONT_SIZES,
  THEME_IDS
} from "./chunk-NUGJP3WA.js";
import {
  NEVER,
  _enum,
  object,
  optional,
  pipe,
  refine,
  string,
  transform
} from "./chunk-F7PMG5S2.js";
import {
  DocumentError,
  InputError,
  LimitError,
  MdPlatformError,
  ServiceError,
  errorMessage
} from "./chunk-5XOO62DI.js";
import {
  DEFAULT_BUDGET
} from "./chunk-5DQ3OEOA.js";
import {
  __toESM
} from "./chunk-G2QKEXVZ.js";

// src/report/output-folder.ts
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  writeFileSync
} from "node:fs";
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
  if (isInside(root, home)) {
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
        const fd = openSync(target, WRITE_FLAGS, 420);
        try {
          if (typeof data === "string" || data instanceof Uint8Array) writeFileSync(fd, data);
          else for (const chunk of utf8(data)) writeFileSync(fd, chunk);
        } finally {
          closeSync(fd);
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
var CHUNK_BYTES = 1024 * 1024;
function utf8(parts) {
  const chunks = [];
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let at = 0;
  for (const part of parts) {
    if (part.length * 3 > chunk.length - at) {
      if (at > 0) chunks.push(chunk.subarray(0, at));
      chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, part.length * 3));
      at = 0;
    }
    at += chunk.write(part, at);
  }
  if (at > 0) chunks.push(chunk.subarray(0, at));
  return chunks;
}

// src/report/browser-preview.ts
import { posix as posix3 } from "node:path";

// src/report/copy-images.ts
var COPY_SRC_ATTRIBUTE = "data-copy-src";
var IMG = /<img\b([^>]*?)\ssrc="([^"]*)"/g;
function markCopySources(html, { documentPath, imageBaseUrl: imageBaseUrl2 }) {
  let byHand = 0;
  if (!html.includes("<img")) return { html, byHand };
  const out = html.replace(IMG, (whole, attributes, raw2) => {
    const src = decodeHTMLAttribute(raw2).trim();
    if (/^https?:\/\//i.test(src)) return whole;
    let copied = "";
    if (imageBaseUrl2 && !/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith("//")) {
      const resolved = resolveImageUrl(src, { documentPath, imageBaseUrl: imageBaseUrl2 });
      if ("url" in resolved) copied = resolved.url;
    }
    if (!copied) byHand++;
    return `<img ${COPY_SRC_ATTRIBUTE}="${escapeHtml(copied)}"${attributes} src="${raw2}"`;
  });
  return { html: out, byHand };
}
function handUploadNotice(byHand) {
  if (byHand === 0) return "";
  const one = byHand === 1;
  return `${byHand} image${one ? "" : "s"} will not come along when pasted: the copy leaves a placeholder where ${one ? "it goes" : "each goes"}; upload ${one ? "it" : "them"} in the editor by hand (set image-base-url, or --image-base-url, for a copy that keeps them).`;
}
var COPY_FUNCTION = `
function copyableHtml(article) {
  var copy = article.cloneNode(true);
  copy.querySelectorAll('.scroll-hint').forEach(function (hint) { hint.remove(); });
  copy.querySelectorAll('img[${COPY_SRC_ATTRIBUTE}]').forEach(function (img) {
    var url = img.getAttribute('${COPY_SRC_ATTRIBUTE}');
    img.removeAttribute('${COPY_SRC_ATTRIBUTE}');
    if (url) { img.setAttribute('src', url); return; }
    var note = document.createElement('span');
    note.setAttribute('style', 'display:block;margin:1em 0;padding:12px;border:1px dashed #999999;color:#888888;font-size:14px;text-align:center');
    note.textContent = '[Upload this image here: ' + (img.getAttribute('alt') || '') + ' \\u2014 ' + (img.getAttribute('src') || '').slice(0, 200) + ']';
    img.replaceWith(note);
  });
  return copy.innerHTML;
}
`;
var GALLERY_COPY_SCRIPT = `${COPY_FUNCTION}
document.querySelectorAll('button[data-copy]').forEach(function (button) {
  var doc = button.closest('.doc');
  var article = doc.querySelector('.article');
  var status = doc.querySelector('.copy .status');
  button.addEventListener('click', function () {
    var html = copyableHtml(article);
    function fallback() {
      var range = document.createRange();
      range.selectNodeContents(article);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      var done = false;
      try { done = document.execCommand('copy'); } catch (e) { done = false; }
      status.textContent = done ? 'Copied (selection).' : 'Selected: press Ctrl+C or \\u2318C to copy.';
    }
    if (navigator.clipboard && window.ClipboardItem && window.isSecureContext) {
      navigator.clipboard.write([new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([article.innerText], { type: 'text/plain' })
      })]).then(function () { status.textContent = 'Copied. Paste into the editor.'; }, fallback);
    } else {
      fallback();
    }
  });
});
`;

// src/report/embed-images.ts
import { extname as extname2 } from "node:path";

// src/report/image-copies.ts
import { extname, posix } from "node:path";

// src/report/page-names.ts
var import_node_crypto = __toESM(require_crypto(), 1);
var REFUSED = /[":<>|*?\r\n]/g;
var CONTROL = /[\u0000-\u001f\u007f]/g;
var MAX_PART_BYTES = 200;
var KEPT_BYTES = 120;
function safePart(part, suffix = "") {
  const cleaned = part.replace(REFUSED, "_").replace(CONTROL, "_");
  const whole = `${part}${suffix}`;
  if (cleaned === part && Buffer.byteLength(whole) <= MAX_PART_BYTES && !isDotName(part))
    return whole;
  const hash = (0, import_node_crypto.createHash)("sha256").update(part).digest("hex").slice(0, 12);
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
    for (let n = 2; (taken.get(name.toLowerCase()) ?? path) !== path; n++) {
      name = base.replace(/\.html$/, `-${n}.html`);
    }
    taken.set(name.toLowerCase(), path);
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

// src/report/image-copies.ts
var IMAGE_TYPES = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".bmp": "image/bmp",
  ".avif": "image/avif"
};
var IMAGE_EXTENSIONS = new Set(Object.keys(IMAGE_TYPES));
var MAX_IMAGE_BYTES = 10 * 1024 * 1024;
function createImageCopies(files, folder, take = () => true) {
  const byFile = /* @__PURE__ */ new Map();
  const byPath = /* @__PURE__ */ new Map();
  const taken = /* @__PURE__ */ new Set();
  const copies = [];
  const copy = async (repoPath, key, target) => {
    const read = files.read(repoPath, MAX_IMAGE_BYTES);
    if (!read.ok || read.key !== key) return;
    await folder.write(target, read.bytes).catch(() => void 0);
  };
  const place = (repoPath) => {
    if (byPath.has(repoPath)) return byPath.get(repoPath);
    byPath.set(repoPath, void 0);
    if (!IMAGE_EXTENSIONS.has(extname(repoPath).toLowerCase())) return void 0;
    const natural = imageFileName(
      repoPath.replace(/^(?:\.\.\/)+/, (up) => "_up/".repeat(up.length / 3))
    );
    if (natural === void 0) return void 0;
    const checked = files.check(repoPath);
    if (!checked.ok || checked.size > MAX_IMAGE_BYTES) return void 0;
    let target = byFile.get(checked.key);
    if (target === void 0) {
      if (!take(checked.size)) return void 0;
      target = uniqueName(natural, taken);
      byFile.set(checked.key, target);
      copies.push(copy(repoPath, checked.key, target));
    }
    byPath.set(repoPath, target);
    return target;
  };
  return {
    place,
    async settled() {
      await Promise.all(copies);
    }
  };
}
function uniqueName(name, taken) {
  const ext = posix.extname(name);
  const stem = name.slice(0, name.length - ext.length);
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
function sourceFromPage(pageFile, target) {
  return posix.relative(posix.dirname(pageFile), target).split("/").map((part) => part === ".." ? part : encodeURIComponent(part)).join("/");
}

// src/report/embed-images.ts
var MAX_EMBEDDED_IMAGE_BYTES = 4 * 1024 * 1024;
var EMBED_BUDGET_BYTES = 24 * 1024 * 1024;
var IMG_SRC = /(<img\b[^>]*?\ssrc=")([^"]*)"/g;
function createImageEmbedder({
  workspace,
  imageBaseUrl: imageBaseUrl2,
  budget = EMBED_BUDGET_BYTES
}) {
  const files = workspaceFiles(workspace);
  const cache = /* @__PURE__ */ new Map();
  let spent = 0;
  const dataUri = (repoPath) => {
    if (cache.has(repoPath)) return cache.get(repoPath);
    const uri = read(repoPath);
    cache.set(repoPath, uri);
    return uri;
  };
  const read = (repoPath) => {
    const type = IMAGE_TYPES[extname2(repoPath).toLowerCase()];
    if (!type) return void 0;
    const found = files.read(repoPath, Math.min(MAX_EMBEDDED_IMAGE_BYTES, budget - spent));
    if (!found.ok) return void 0;
    spent += found.bytes.length;
    return `data:${type};base64,${found.bytes.toString("base64")}`;
  };
  const absolute = (src, documentPath) => {
    if (!imageBaseUrl2) return void 0;
    const resolved = resolveImageUrl(src, { documentPath, imageBaseUrl: imageBaseUrl2 });
    return "url" in resolved ? resolved.url : void 0;
  };
  const source = (src, documentPath) => {
    if (!isRelative(src)) return { src, embedded: true };
    const repoPath = repositoryPath(src, documentPath);
    const uri = repoPath === void 0 ? void 0 : dataUri(repoPath);
    if (uri) return { src: uri, embedded: true };
    return { src: absolute(src, documentPath) ?? src, embedded: false };
  };
  return {
    source,
    embed(html, documentPath) {
      let notEmbedded = 0;
      if (!html.includes("<img")) return { html, notEmbedded };
      const out = html.replace(IMG_SRC, (whole, start, raw2) => {
        const src = decodeHTMLAttribute(raw2);
        if (!isRelative(src)) return whole;
        const shown = source(src, documentPath);
        if (!shown.embedded) notEmbedded++;
        return `${start}${escapeHtml(shown.src)}"`;
      });
      return { html: out, notEmbedded };
    }
  };
}
function isRelative(src) {
  return src !== "" && !src.startsWith("/") && !src.startsWith("#") && !/^[a-z][a-z0-9+.-]*:/i.test(src);
}

// src/report/carousel.ts
var CAROUSEL_CSS = `
.carousel { position: relative; background: #000; }
.carousel .slides { display: flex; overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: none;
  aspect-ratio: 3 / 4; }
.carousel .slides::-webkit-scrollbar { display: none; }
.carousel .slide { flex: 0 0 100%; scroll-snap-align: center; display: flex; align-items: center; justify-content: center; }
.carousel .slide img { display: block; width: 100%; height: 100%; object-fit: contain; }
.carousel .count { position: absolute; top: 10px; right: 10px; padding: 2px 8px; border-radius: 10px;
  background: rgba(0,0,0,.55); color: #fff; font-size: 12px; }
.carousel button { position: absolute; top: 50%; transform: translateY(-50%); width: 32px; height: 32px; border: 0;
  border-radius: 50%; background: rgba(255,255,255,.8); color: #1f2328; font-size: 18px; line-height: 32px; cursor: pointer; padding: 0; }
.carousel .prev { left: 8px; } .carousel .next { right: 8px; }
.carousel button[disabled] { opacity: .3; cursor: default; }
.post-title { margin: 0; padding: 16px 16px 0; background: #fff; font-size: 20px; line-height: 1.4; color: rgba(0,0,0,.9); overflow-wrap: anywhere; }
`;
var CAROUSEL_SCRIPT = `
document.querySelectorAll('.carousel').forEach(function (carousel) {
  var strip = carousel.querySelector('.slides');
  var count = carousel.querySelector('.count');
  var prev = carousel.querySelector('.prev');
  var next = carousel.querySelector('.next');
  var total = strip.children.length;
  function index() { return Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)); }
  function show() {
    var i = Math.min(total - 1, Math.max(0, index()));
    count.textContent = (i + 1) + '/' + total;
    prev.disabled = i === 0;
    next.disabled = i === total - 1;
  }
  function go(step) { strip.scrollTo({ left: (index() + step) * strip.clientWidth, behavior: 'smooth' }); }
  prev.addEventListener('click', function () { go(-1); });
  next.addEventListener('click', function () { go(1); });
  strip.addEventListener('scroll', show, { passive: true });
  carousel.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  });
  show();
});
`;
function carouselHtml(sources, title) {
  if (sources.length === 0) return "";
  const slides = sources.map(
    (src, i) => `<div class="slide"><img src="${escapeHtml(src)}" alt="Picture ${i + 1} of ${sources.length}"></div>`
  ).join("");
  return [
    '<section class="carousel" aria-label="Pictures" tabindex="0">',
    `<div class="slides">${slides}</div>`,
    `<span class="count" aria-live="polite">1/${sources.length}</span>`,
    '<button type="button" class="prev" aria-label="Previous picture" disabled>&#8249;</button>',
    `<button type="button" class="next" aria-label="Next picture"${sources.length === 1 ? " disabled" : ""}>&#8250;</button>`,
    "</section>",
    `<h1 class="post-title">${escapeHtml(title)}</h1>`
  ].join("");
}

// src/report/html-shell.ts
var import_node_crypto2 = __toESM(require_crypto(), 1);
function previewCsp(script) {
  const scripts = script ? `'sha256-${(0, import_node_crypto2.createHash)("sha256").update(script).digest("base64")}'` : "'none'";
  return `default-src 'none'; script-src ${scripts}; img-src data: 'self' https: http:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`;
}
var PHONE_WIDTH = 375;
var ARTICLE_CSS = `
.phone-screen { box-sizing: border-box; width: ${PHONE_WIDTH}px; max-width: 100%; overflow-x: auto; background: #fff; }
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
function relativeHref(path) {
  if (!path) return void 0;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("/") || path.startsWith("\\")) {
    return void 0;
  }
  return path.split("/").map((segment) => encodeURIComponent(segment)).join("/");
}

// src/report/scroll-hint.ts
var SCROLL_HINT_CSS = `
.scroll-hint { margin: 8px 0 -4px; color: #57606a; font: 12px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Arial, sans-serif; text-align: right; }
`;
var SCROLL_HINT_SCRIPT = `
function markScrollers(root) {
  root.querySelectorAll('.article *').forEach(function (el) {
    if (el.scrollWidth <= el.clientWidth + 1) return;
    var overflow = getComputedStyle(el).overflowX;
    if (overflow !== 'auto' && overflow !== 'scroll') return;
    var target = el.tagName === 'CODE' && el.parentElement.tagName === 'PRE' ? el.parentElement : el;
    var before = target.previousElementSibling;
    if (before && before.classList.contains('scroll-hint')) return;
    var hint = document.createElement('p');
    hint.className = 'scroll-hint';
    hint.setAttribute('aria-hidden', 'true');
    hint.textContent = 'Wider than the screen: swipe sideways \\u2192';
    target.parentNode.insertBefore(hint, target);
  });
}
markScrollers(document);
`;

// src/report/variants.ts
function lookKey(theme, fontSize) {
  return `${theme}/${fontSize}`;
}
function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
var VARIANT_SCRIPT = `
var variantStyles;
function fillVariant(parts, key) {
  var table = variantStyles.looks[key];
  var strings = variantStyles.strings;
  var out = '';
  for (var i = 0; i < parts.length; i++) out += typeof parts[i] === 'number' ? strings[table[parts[i]]] : parts[i];
  return out;
}
document.querySelectorAll('select[data-variant-switch]').forEach(function (select) {
  var doc = select.closest('.doc');
  var article = doc.querySelector('.article');
  var original = document.createElement('template');
  original.setAttribute('data-variant', 'original');
  var copy = article.cloneNode(true);
  while (copy.firstChild) original.content.appendChild(copy.firstChild);
  doc.append(original);
  var made;
  select.addEventListener('change', function () {
    var template = doc.querySelector('template[data-variant="' + select.value + '"]');
    if (!template) return;
    var from = template.getAttribute('data-from');
    if (from !== null) {
      if (!variantStyles) variantStyles = JSON.parse(document.getElementById('variant-styles').textContent);
      if (!made) made = JSON.parse(doc.querySelector('script[data-variant-templates]').textContent);
      template.innerHTML = fillVariant(made[Number(from)], template.getAttribute('data-look'));
      template.removeAttribute('data-from');
    }
    article.replaceChildren(template.content.cloneNode(true));
    markScrollers(doc);
  });
});
`;
function variantParts(variants, templates) {
  const parts = variants.flatMap((variant, i) => {
    const attributes = `data-variant="${i}" data-theme="${escapeHtml(variant.theme)}" data-font-size="${escapeHtml(variant.fontSize)}"`;
    if (variant.html === void 0) {
      const look = escapeHtml(lookKey(variant.theme, variant.fontSize));
      return [
        `
<template ${attributes} data-look="${look}" data-from="${variant.template}"></template>`
      ];
    }
    return [`
<template ${attributes}>`, variant.html, "</template>"];
  });
  if (templates?.length) {
    parts.push(
      '\n<script type="application/json" data-variant-templates>',
      scriptJson(templates),
      "</script>"
    );
  }
  return parts;
}
function styleTablesPart(tables) {
  if (Object.keys(tables).length === 0) return "";
  const strings = [];
  const index = /* @__PURE__ */ new Map();
  const looks = {};
  for (const [key, table] of Object.entries(tables)) {
    looks[key] = table.map((text) => {
      let found = index.get(text);
      if (found === void 0) {
        found = strings.push(text) - 1;
        index.set(text, found);
      }
      return found;
    });
  }
  return `
<script type="application/json" id="variant-styles">${scriptJson({ strings, looks })}</script>`;
}

// src/report/gallery.ts
function documentAnchor(index) {
  return `doc-${index + 1}`;
}
var CSS = `
:root { color-scheme: light; }
body { margin: 0; background: #f3f4f6; color: #1f2328;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif; }
.top { padding: 20px 24px 12px; background: #fff; border-bottom: 1px solid #d0d7de; }
.top h1 { margin: 0 0 4px; font-size: 20px; }
.top p { margin: 0; color: #57606a; }
.toc { padding: 12px 24px; background: #fff; border-bottom: 1px solid #d0d7de; }
.toc ol { margin: 0; padding-left: 20px; columns: 2 320px; }
.toc a { color: #0969da; overflow-wrap: anywhere; }
.toc li { overflow-wrap: anywhere; }
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
.switch select { font: inherit; max-width: 100%; }
.copy { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; }
.copy button { font: inherit; font-weight: 600; padding: 6px 14px; border-radius: 6px; border: 1px solid #1f883d;
  background: #1f883d; color: #fff; cursor: pointer; }
.copy .status { color: #116329; }
.by-hand, .not-embedded { color: #7d4e00; overflow-wrap: anywhere; }
.phone { flex: none; width: ${PHONE_WIDTH}px; border: 10px solid #1f2328; border-radius: 28px; overflow: hidden;
  background: #fff; box-shadow: 0 8px 24px rgba(0,0,0,.15); }
.phone-bar { height: 22px; background: #1f2328; }
.empty { padding: 40px 16px; color: #57606a; text-align: center; }
${CAROUSEL_CSS}
${SCROLL_HINT_CSS}
${ARTICLE_CSS}
/* A phone shows the article edge to edge, as the platform does: no frame to cut off. */
@media (max-width: 440px) {
  .top, .toc { padding: 12px; }
  .toc ol { columns: 1; }
  .doc { padding: 16px 0; gap: 12px; }
  .meta { flex-basis: 100%; padding: 0 12px; }
  .phone { width: 100%; border: 0; border-radius: 0; box-shadow: none; }
  .phone-screen { width: 100%; }
  .phone-bar { display: none; }
}
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
function documentSection(doc, index, standalone) {
  const heading = doc.title?.trim() ? doc.title : doc.path;
  const stats = [
    `<li class="badge-${escapeHtml(doc.status)}">${escapeHtml(doc.status)}</li>`,
    number(doc.wordCount) !== void 0 ? `<li>${number(doc.wordCount)} characters</li>` : "",
    number(doc.estimatedReadTime) !== void 0 ? `<li>${number(doc.estimatedReadTime)} min read</li>` : "",
    `<li>${doc.findings.length} finding${doc.findings.length === 1 ? "" : "s"}</li>`
  ].join("");
  const href = relativeHref(doc.htmlFile);
  const pageLink = href && !standalone ? `<p><a href="${escapeHtml(href)}">Open the document's own page</a></p>` : "";
  const byHand = handUploadNotice(doc.byHand ?? 0);
  const notEmbedded = doc.notEmbedded ? `<p class="not-embedded">${doc.notEmbedded} image${doc.notEmbedded === 1 ? " is" : "s are"} not embedded, to keep this preview small: ${doc.notEmbedded === 1 ? "it is" : "they are"} in the zip artifact.</p>` : "";
  const shown = doc.html ?? doc.variants?.[0]?.html;
  const reason = doc.reason ? `<p class="reason">${escapeHtml(doc.reason)}</p>` : "";
  const meta = [
    `<section class="doc" id="${documentAnchor(index)}">`,
    '<div class="meta">',
    `<h2>${escapeHtml(heading)}</h2>`,
    `<p class="path">${escapeHtml(doc.path)}</p>`,
    `<ul class="stats">${stats}</ul>`,
    reason,
    findingsList(doc.findings),
    notEmbedded,
    shown === void 0 ? "" : `<p class="copy"><button type="button" data-copy>Copy article</button><span class="status" role="status" aria-live="polite"></span></p>`,
    byHand ? `<p class="by-hand">${escapeHtml(byHand)}</p>` : "",
    pageLink,
    variantSwitch(doc, index),
    doc.variantsNote ? `<p class="reason">${escapeHtml(doc.variantsNote)}</p>` : "",
    "</div>"
  ].filter(Boolean).join("\n");
  const article = shown ?? `<p class="empty">${href && !standalone ? `Not embedded here, to keep this page small: <a href="${escapeHtml(href)}">open the document's page</a>.` : href ? "Not embedded here, to keep this page small: the document's page is in the zip artifact." : "No preview for this document."}</p>`;
  return [
    `${meta}
<div class="phone"><div class="phone-bar"></div><div class="phone-screen">${carouselHtml(doc.pictures ?? [], heading)}<div class="article">`,
    article,
    "</div></div></div>",
    ...variantParts(doc.variants ?? [], doc.templates),
    "\n</section>"
  ];
}
function galleryParts(input) {
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
    (doc, index) => `<li><a href="#${documentAnchor(index)}">${escapeHtml(doc.path)}</a> \u2014 ${escapeHtml(doc.status)}</li>`
  ).join("\n");
  const [before, after] = htmlFrame({
    title: input.title,
    css: CSS,
    script: [
      SCROLL_HINT_SCRIPT,
      GALLERY_COPY_SCRIPT,
      documents.some((doc) => doc.pictures?.length) ? CAROUSEL_SCRIPT : "",
      documents.some((doc) => doc.variants?.length) ? VARIANT_SCRIPT : ""
    ].join("")
  });
  const top = [
    `<header class="top"><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(summary)}</p></header>`,
    documents.length ? `<nav class="toc" aria-label="Documents"><ol>${toc}</ol></nav>` : '<p class="empty">No documents in this run.</p>',
    "<main>"
  ].join("\n");
  return [
    before,
    top,
    ...documents.flatMap((doc, index) => [
      "\n",
      ...documentSection(doc, index, input.standalone === true)
    ]),
    "\n</main>",
    styleTablesPart(input.styleTables ?? {}),
    after
  ];
}

// src/report/page-writer.ts
import { posix as posix2 } from "node:path";

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
.bar .by-hand { flex-basis: 100%; margin: 0; color: #7d4e00; font-size: 12px; }
.column { width: ${PHONE_WIDTH}px; max-width: 100%; margin: 24px auto; box-shadow: 0 8px 24px rgba(0,0,0,.12); }
@media (max-width: 420px) { .column { width: 100%; margin: 0 auto; box-shadow: none; } }
${CAROUSEL_CSS}
${SCROLL_HINT_CSS}
${ARTICLE_CSS}
`;
var SCRIPT = `${COPY_FUNCTION}
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
    var html = copyableHtml(article);
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
${CAROUSEL_SCRIPT}${SCROLL_HINT_SCRIPT}`;
function documentPageParts(input) {
  const stats = input.stats ?? {};
  const facts = [
    typeof stats.wordCount === "number" ? `${formatCount(stats.wordCount)} characters` : "",
    typeof stats.estimatedReadTime === "number" ? `${stats.estimatedReadTime} min read` : "",
    stats.theme ? `theme ${stats.theme}` : "",
    stats.fontSize ? `font ${stats.fontSize}` : "",
    stats.findings?.length ? `${stats.findings.length} finding${stats.findings.length === 1 ? "" : "s"}` : ""
  ].filter(Boolean);
  const [before, after] = htmlFrame({ title: input.title, css: CSS2, script: SCRIPT });
  const marked = markCopySources(input.html, {
    documentPath: input.path,
    imageBaseUrl: input.imageBaseUrl
  });
  const byHand = handUploadNotice(marked.byHand);
  return [
    before + `<header class="bar">
<div><h1>${escapeHtml(input.title)}</h1><p class="path">${escapeHtml(input.path)}</p>
` + (facts.length ? `<p class="stats">${escapeHtml(facts.join(" \xB7 "))}</p>` : "") + '\n</div>\n<button type="button" id="copy">Copy article</button>\n<span class="status" id="copy-status" role="status" aria-live="polite"></span>\n' + (byHand ? `<p class="by-hand" id="by-hand">${escapeHtml(byHand)}</p>
` : "") + '</header>\n<main class="column phone-screen">' + carouselHtml(input.pictures ?? [], input.title) + '<section class="article" id="article">',
    marked.html,
    `</section></main>${after}`
  ];
}

// src/report/page-writer.ts
var IMG_SRC2 = /(<img\b[^>]*?\ssrc=")([^"]*)"/g;
var MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
function createPageWriter({
  outputDir,
  folder = createOutputFolder(outputDir),
  workspace,
  files = workspaceFiles(workspace),
  imageBaseUrl: imageBaseUrl2
}) {
  let written = 0;
  const take = (bytes) => {
    if (written + bytes > MAX_OUTPUT_BYTES) return false;
    written += bytes;
    return true;
  };
  const images = createImageCopies(files, folder, take);
  const pageName = uniquePageNames();
  const pending = /* @__PURE__ */ new Set();
  const movedSources = (file, docPath, sources) => {
    const moved = /* @__PURE__ */ new Map();
    for (const src of sources) {
      const repoPath = localImagePath(src, docPath);
      const target = repoPath === void 0 ? void 0 : images.place(repoPath);
      const climbs = repoPath === ".." || repoPath?.startsWith("../");
      if (target !== void 0 && (climbs || target !== imageFileName(repoPath))) {
        moved.set(src, sourceFromPage(file, target));
      }
    }
    return moved;
  };
  const writePage = async (doc, engineHtml) => {
    const path = doc.result.path;
    const file = pageName(path);
    const front = doc.source?.frontMatter;
    const listed = front?.type === "newspic" ? front.images ?? [] : [];
    const moved = movedSources(file, path, [
      ...listed.filter(isRelative2),
      ...relativeImageSources(engineHtml)
    ]);
    const html = moveImageSources(engineHtml, moved);
    if (moved.size > 0) {
      doc.html = html;
      doc.movedImages = moved;
    }
    const page = documentPageParts({
      title: doc.result.title ?? path,
      html,
      path,
      stats: doc.result,
      pictures: listed.map((src) => moved.get(src) ?? src),
      imageBaseUrl: imageBaseUrl2
    }).join("");
    if (written + page.length > MAX_OUTPUT_BYTES) {
      doc.result.findings.push({
        severity: "warning",
        code: "output_full",
        message: `The page was not written: this run's pages and images already hold ${Math.round(written / 1024 / 1024)} MB, and the output is capped at ${MAX_OUTPUT_BYTES / 1024 / 1024} MB. Convert fewer or smaller documents per run.`
      });
      return;
    }
    written += page.length;
    await folder.write(file, page);
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
      await images.settled();
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
  for (const match of html.matchAll(IMG_SRC2)) {
    const src = decodeHTMLAttribute(match[2]);
    if (isRelative2(src)) sources.push(src);
  }
  return sources;
}
function moveImageSources(html, moved) {
  if (!moved || moved.size === 0) return html;
  return html.replace(IMG_SRC2, (whole, start, src) => {
    const to = moved.get(decodeHTMLAttribute(src));
    return to === void 0 ? whole : `${start}${to}"`;
  });
}
function rebaseLocalImages(html, documentPath) {
  const folder = posix2.dirname(documentPath);
  if (folder === "." || !html.includes("<img")) return html;
  const prefix = folder.split("/").map((part) => encodeURIComponent(part)).join("/");
  return html.replace(
    IMG_SRC2,
    (whole, start, src) => isRelative2(decodeHTMLAttribute(src)) ? `${start}${prefix}/${src}"` : whole
  );
}
function isRelative2(src) {
  return src !== "" && !src.startsWith("/") && !src.startsWith("#") && !/^[a-z][a-z0-9+.-]*:/i.test(src);
}

// src/report/browser-preview.ts
function previewFileName(artifactName) {
  return `${artifactName}-browser.html`;
}
function previewSources(processed, imageBaseUrl2) {
  return processed.map((doc) => {
    if (doc.html === void 0) return { doc, byHand: 0 };
    const marked = markCopySources(doc.html, { documentPath: doc.result.path, imageBaseUrl: imageBaseUrl2 });
    return { doc, html: marked.html, byHand: marked.byHand };
  });
}
function galleryFields(doc) {
  return {
    path: doc.result.path,
    title: doc.result.title,
    status: doc.result.status,
    wordCount: doc.result.wordCount,
    estimatedReadTime: doc.result.estimatedReadTime,
    findings: doc.result.findings,
    htmlFile: doc.result.html,
    reason: doc.result.reason
  };
}
function rebasePictures(pictures, documentPath) {
  const folder = posix3.dirname(documentPath);
  return pictures.map(
    (src) => folder === "." || /^[a-z][a-z0-9+.-]*:|^[/#]/i.test(src) ? src : `${folder}/${src}`
  );
}
async function writeBrowserPreview(input) {
  const embedder = createImageEmbedder({
    workspace: input.workspace,
    imageBaseUrl: input.imageBaseUrl
  });
  let notEmbedded = 0;
  const documents = input.sources.map(({ doc, html, byHand }) => {
    const path = doc.result.path;
    const embedded = html === void 0 ? void 0 : embedder.embed(html, path);
    const pictures = (doc.pictures ?? []).map((src) => embedder.source(src, path));
    const missing = (embedded?.notEmbedded ?? 0) + pictures.filter((picture) => !picture.embedded).length;
    notEmbedded += missing;
    return {
      ...galleryFields(doc),
      html: embedded?.html,
      pictures: pictures.map((picture) => picture.src),
      byHand,
      notEmbedded: missing
    };
  });
  for (const other of input.others ?? []) {
    documents.push({ path: other.path, status: other.status, findings: other.findings });
  }
  await input.folder.write(
    input.file,
    galleryParts({
      title: input.title,
      generatedAt: input.generatedAt,
      documents,
      standalone: true
    })
  );
  const anchors = new Map(documents.map((doc, index) => [doc.path, documentAnchor(index)]));
  return { file: input.file, anchors, notEmbedded };
}
function galleryDocuments(sources) {
  return sources.map(({ doc, html, byHand }) => ({
    ...galleryFields(doc),
    html: html === void 0 ? void 0 : rebaseLocalImages(html, doc.result.path),
    pictures: rebasePictures(doc.pictures ?? [], doc.result.path),
    byHand
  }));
}

// src/report/outputs.ts
var VARIANT_DOCUMENT_LIMIT = 20;
var VARIANT_PAGE_LIMIT = 1024 * 1024;
var VARIANTS_BYTES_LIMIT = 16 * 1024 * 1024;
function rendersVariants(engine, documents) {
  return engine !== void 0 && "restyleTemplates" in engine && documents <= VARIANT_DOCUMENT_LIMIT;
}
async function writeOutputFiles(input) {
  const variantEngine = rendersVariants(input.variantEngine, input.processed.length) ? input.variantEngine : void 0;
  const sources = previewSources(input.processed, input.imageBaseUrl).map(
    (source) => isLarge(source.doc) ? { ...source, html: void 0 } : source
  );
  const gallery = galleryDocuments(sources);
  const processed = [];
  const styleTables = {};
  for (const [i, doc] of gallery.entries()) {
    const source = input.processed[i];
    const large = isLarge(source);
    const variants = variantEngine && source.html !== void 0 && !large ? await variantsOf(source, variantEngine, styleTables, input.imageBaseUrl) : void 0;
    processed.push({
      ...doc,
      ...typeof variants === "object" ? variants : {},
      variantsNote: variantEngine && large ? `No theme/size variants and not embedded here: the page is ${(source.html.length / 1024 / 1024).toFixed(1)} MB, over the ${VARIANT_PAGE_LIMIT / 1024 / 1024} MB for which the gallery draws them. Open the document's page.` : typeof variants === "string" ? variants : void 0
    });
  }
  const documents = [
    ...processed,
    ...(input.others ?? []).map((r) => ({ path: r.path, status: r.status, findings: r.findings }))
  ];
  const folder = input.folder ?? createOutputFolder(input.outputDir);
  await folder.write(
    "index.html",
    galleryParts({
      title: input.title,
      generatedAt: input.report.generatedAt,
      documents,
      styleTables
    })
  );
  await folder.write("report.json", `${JSON.stringify(input.report, null, 2)}
`);
  if (!input.preview) return void 0;
  return writeBrowserPreview({
    folder,
    file: input.preview.file,
    title: input.title,
    generatedAt: input.report.generatedAt,
    sources,
    others: input.others,
    workspace: input.preview.workspace,
    imageBaseUrl: input.imageBaseUrl
  });
}
function variantFinish(doc, imageBaseUrl2) {
  return (page) => rebaseLocalImages(
    moveImageSources(
      markCopySources(page, { documentPath: doc.result.path, imageBaseUrl: imageBaseUrl2 }).html,
      doc.movedImages
    ),
    doc.result.path
  );
}
function isLarge(doc) {
  return doc.html !== void 0 && doc.html.length > VARIANT_PAGE_LIMIT;
}
async function variantsOf(doc, engine, styleTables, imageBaseUrl2) {
  const request = doc.request;
  const theme = request.theme ?? "default";
  const size = request.fontSize ?? "medium";
  const looks = [
    ...FONT_SIZES.filter((s) => s !== size).map((fontSize) => ({ theme, fontSize })),
    ...THEME_IDS.filter((t) => t !== theme).map((t) => ({ theme: t, fontSize: size }))
  ];
  const html = doc.html ?? "";
  if (html.length * looks.length > VARIANTS_BYTES_LIMIT) {
    return `No theme/size variants: ${looks.length} looks of a ${(html.length / 1024).toFixed(0)} KB page would pass the ${VARIANTS_BYTES_LIMIT / 1024 / 1024} MB the gallery gives one document. Open the document's page.`;
  }
  const finish = variantFinish(doc, imageBaseUrl2);
  let restyled;
  try {
    restyled = await engine.restyleTemplates(request, looks, finish);
  } catch (error) {
    return `No theme/size variants: drawing them stopped (${error.message})`;
  }
  const variants = looks.map(({ theme: theme2, fontSize }, i) => {
    const page = restyled.pages[i];
    const label = `${theme2} \xB7 ${fontSize}`;
    if (typeof page === "string") return { label, theme: theme2, fontSize, html: page };
    styleTables[lookKey(theme2, fontSize)] ??= engine.styleTable({ theme: theme2, fontSize });
    return { label, theme: theme2, fontSize, template: page };
  });
  return { variants, templates: restyled.templates.length ? restyled.templates : void 0 };
}

// src/run/convert-all.ts
import { setImmediate as nextTurn } from "node:timers/promises";

// src/core/log.ts
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
  let lines2 = [];
  let timer;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = void 0;
    if (lines2.length === 0) return;
    const batch = lines2;
    lines2 = [];
    if (log.infoLines) log.infoLines(batch);
    else for (const line of batch) log.info(line);
  };
  return {
    line(message) {
      lines2.push(message);
      if (lines2.length >= maxLines) flush();
      else if (!timer) timer = setTimeout(flush, maxDelayMs).unref();
    },
    flush
  };
}

// src/markdown/read-document.ts
var import_node_crypto3 = __toESM(require_crypto(), 1);
import { lstatSync as lstatSync2 } from "node:fs";
import { resolve as resolve2 } from "node:path";
var MAX_FILE_BYTES = 1024 * 1024;
async function readDocument(workspace, path, files = workspaceFiles(workspace)) {
  const absolutePath = resolve2(workspace, path);
  const read = files.read(path, MAX_FILE_BYTES);
  if (!read.ok) {
    if (read.code === "too_large") {
      throw new DocumentError(
        "file_too_large",
        `${path} is ${formatBytes(read.size)}; files over ${formatBytes(MAX_FILE_BYTES)} are not converted.`
      );
    }
    if (read.code === "path_missing" && !existsAsWritten(absolutePath)) {
      throw new DocumentError(
        "file_missing",
        `${path} is not in ${files.name}. Run actions/checkout before this action so the files are there.`
      );
    }
    throw new DocumentError(read.code, `${path} ${read.reason}`);
  }
  const bytes = read.bytes;
  const text = decodeText(path, bytes);
  const { frontMatter, body, bodyLineOffset } = splitFrontMatterWith(text) ?? (await import("./front-matter-3KPI3546.js")).splitFrontMatter(text);
  let contentHash;
  return {
    path,
    absolutePath,
    frontMatter,
    body,
    bodyLineOffset,
    get contentHash() {
      contentHash ??= (0, import_node_crypto3.createHash)("sha256").update(bytes).digest("hex");
      return contentHash;
    }
  };
}
var UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function decodeText(path, bytes) {
  const nul = bytes.subarray(0, 8192).indexOf(0);
  if (nul !== -1) {
    throw new DocumentError(
      "binary_file",
      `${path} looks like a binary file (it contains NUL bytes).`,
      lineAt(bytes, nul)
    );
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    throw new DocumentError(
      "invalid_utf8",
      `${path} is not valid UTF-8 (first bad byte at offset ${offset}); save it as UTF-8.`,
      lineAt(bytes, offset)
    );
  }
}
function firstInvalidUtf8(bytes) {
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const mid = low + high + 1 >> 1;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      low = mid;
    } catch {
      high = mid - 1;
    }
  }
  return low;
}
function lineAt(bytes, offset) {
  let line = 1;
  for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1)) line++;
  return line;
}
function existsAsWritten(path) {
  try {
    lstatSync2(path);
    return true;
  } catch {
    return false;
  }
}
function formatBytes(n) {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(n / 1024)} KiB`;
}

// src/run/process-document.ts
var FIGURE_FAILURES = /* @__PURE__ */ new Set(["invalid_math", "invalid_mermaid", "unsupported_mermaid"]);
function figureFailuresAsErrors(findings) {
  return findings.map(
    (f) => FIGURE_FAILURES.has(f.code) && f.severity === "warning" ? {
      ...f,
      severity: "error",
      message: `${f.message} This file is drafted in this run, and its draft would show the source instead: fix it, or set \`publish: false\`.`
    } : f
  );
}
async function processDocument(path, options) {
  let source;
  try {
    source = await readDocument(options.workspace, path, options.files);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return { result: failed(path, [findingOf(error, 0)], error.message) };
  }
  const request = convertRequest(
    source.body,
    mergeOptions(options.convertOptions, source.frontMatter)
  );
  const { markdown: _markdown, ...requestOptions } = request;
  const remote = options.engine?.name === "remote";
  const limits = precheck({
    markdown: source.body,
    lineOffset: source.bodyLineOffset,
    options: requestOptions
  });
  const oversized = limits.filter((f) => OVERSIZE_CODES.has(f.code));
  if (oversized.length > 0) {
    return {
      result: {
        path,
        status: "failed",
        title: source.frontMatter.title,
        findings: limits,
        settings: lookOf(request),
        reason: `Not sent: the pre-check found ${oversized.length === 1 ? "a problem" : `${oversized.length} problems`} (${oversized.map((f) => f.code).join(", ")}).`
      },
      source,
      request
    };
  }
  const drafted = options.drafts?.drafting === true && source.frontMatter.publish !== false;
  const figures = remote ? [] : await checkFigures(options, source.body, source.bodyLineOffset, request.theme);
  const findings = [
    ...limits,
    ...checkModules(source.body, source.bodyLineOffset, remote ? "remote" : "local"),
    ...drafted ? figureFailuresAsErrors(figures) : figures
  ];
  const readiness = await checkReadiness(source, {
    workspace: options.workspace,
    files: options.files,
    draftType: options.drafts?.draftType ?? "article",
    drafts: options.drafts?.configured ?? false,
    engine: remote ? "remote" : "local"
  });
  const base = {
    path,
    status: "checked",
    title: source.frontMatter.title ?? firstHeading(source.body),
    // The service limits first: they are why a file is not sent.
    findings: [...findings, ...readiness.findings],
    feed: feedCard(source),
    settings: lookOf(request)
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
        estimatedReadTime: converted.estimatedReadTime,
        // What the engine says it used: a service may fall back from a theme it lacks.
        settings: {
          theme: converted.theme || base.settings.theme,
          fontSize: converted.fontSize || base.settings.fontSize,
          backgroundType: converted.backgroundType || base.settings.backgroundType
        }
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
var OVERSIZE_CODES = /* @__PURE__ */ new Set([
  LIMIT_CODES.markdownChars,
  LIMIT_CODES.bodyBytes
]);
async function checkFigures(options, markdown, lineOffset, theme) {
  const engine = options.engine;
  if (!engine || !("checkFigures" in engine))
    return precheckMathAndDiagrams(markdown, lineOffset, theme, options.rich);
  try {
    return await engine.checkFigures(markdown, lineOffset, theme);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return [findingOf(error, lineOffset)];
  }
}
function lookOf(request) {
  return {
    theme: request.theme ?? "default",
    fontSize: request.fontSize ?? "medium",
    backgroundType: request.backgroundType ?? "default"
  };
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
  cancel,
  mode
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
  const files = workspaceFiles(
    config.boundary ?? config.workspace,
    config.workspaceName,
    config.workspace
  );
  const pages = folder ? createPageWriter({
    outputDir: config.outputDir,
    folder,
    workspace: config.workspace,
    files,
    imageBaseUrl: config.imageBaseUrl
  }) : void 0;
  const rich = engine && "rich" in engine ? engine.rich : { wanted: /* @__PURE__ */ new Set() };
  const started = performance.now();
  try {
    const processed = await writingPages(
      pages,
      () => mapConcurrent(paths, config.concurrency, async (path, index) => {
        await nextTurn();
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
          files,
          convertOptions: config.convert,
          engine,
          rich,
          drafts: {
            configured: draftsOnMerge(config),
            draftType: config.draftType,
            drafting: mode === "draft"
          }
        });
        await pages?.write(doc);
        const front = doc.source?.frontMatter;
        if (front?.type === "newspic" && front.images?.length) doc.pictures = front.images;
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
async function openEngine({ config, service, mode, fork = false, log, redact, workerEntry, retryUnitMs }, files) {
  let kind = chooseEngine(config.engine, service !== void 0, mode, fork, files);
  let client;
  let fallback;
  try {
    if (service && (kind === "remote" || mode === "draft")) {
      const { createServiceClient } = await import("./client-RKHT6IYA.js");
      const { retryPolicy } = await import("./retry-JSK2JNJ6.js");
      client = createServiceClient(service, { log, redact, retry: retryPolicy(retryUnitMs) });
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
      engine = (await import("./remote-YZFSPE3N.js")).createRemoteEngine(client);
    else if (kind === "local" && workerEntry) {
      const { createBudgetedEngine } = await import("./budgeted-engine-ANDGOUZJ.js");
      engine = createBudgetedEngine({
        entry: workerEntry,
        budget: config.budget ?? DEFAULT_BUDGET,
        threads: config.concurrency ?? 1
      });
    } else if (kind === "local")
      engine = (await import("./local-GTLH3DOI.js")).createLocalEngine({
        maxHtmlBytes: config.budget?.maxHtmlBytes
      });
    return { kind, client, engine, fallback };
  } catch (error) {
    await client?.close();
    throw error;
  }
}
function preloadEngine({
  config,
  service,
  mode,
  fork = false,
  workerEntry
}) {
  if (chooseEngine(config.engine, service !== void 0, mode, fork, 1) !== "local") return;
  (workerEntry ? import("./budgeted-engine-ANDGOUZJ.js") : import("./local-GTLH3DOI.js")).catch(() => void 0);
}
function previewsWithoutService(error, engine, mode) {
  return error instanceof ServiceError && error.code !== "invalid_api_key" && engine === "auto" && (mode === "preview" || mode === "convert");
}
function chooseEngine(engine, hasService, mode, fork, files) {
  if (files === 0 || mode === "check" || mode === "draft") return "none";
  if (fork || engine === "local") return "local";
  return hasService ? "remote" : "local";
}

// src/settings/rules.ts
function serviceConfig(s, words) {
  const { name } = words;
  if (s.engine === "remote" && !s.apiKey) {
    throw new InputError(
      "api-key",
      `${name("engine")} is \`remote\` but no API key is set: the service needs a key; ${words.keyHint}`
    );
  }
  const needsUrl = s.engine === "remote" || s.engine === "auto" && s.keyGiven !== false;
  if (s.apiKey && needsUrl && !s.apiUrl) {
    throw new InputError(
      "api-url",
      `${name("api-url")} is required with an API key: it is the base URL of the conversion service (https://\u2026). Set it, or convert with the local engine.`
    );
  }
  if (s.backupApiUrl && !s.apiUrl) {
    throw new InputError(
      "backup-api-url",
      `${name("backup-api-url")} needs ${name("api-url")} as well: the backup is used only after the primary fails.`
    );
  }
  if (!s.apiKey || !s.apiUrl) return void 0;
  return {
    apiKey: s.apiKey,
    apiUrl: s.apiUrl,
    backupApiUrl: s.backupApiUrl,
    appId: s.appId,
    appSecret: s.appSecret,
    credentialHeaderPrefix: s.credentialHeaderPrefix,
    concurrency: s.concurrency,
    rateLimit: s.rateLimit,
    timeoutMs: s.timeoutMs,
    settingName: name,
    keySource: s.keySource
  };
}
function convertsRemotely(engine, service) {
  return engine === "remote" || engine === "auto" && service !== void 0;
}
function checkTheme(theme, remote, words) {
  if (theme === void 0 || THEME_IDS.includes(theme)) return { theme };
  const shown = `"${theme.slice(0, 64)}"`;
  const hint = didYouMean(theme, THEME_IDS);
  if (remote) {
    return {
      theme,
      notice: `${words.name("theme")} ${shown} is not one of the embedded engine's themes${hint}; it is sent to the service as written.`
    };
  }
  throw new InputError(
    "theme",
    `${words.name("theme")} ${shown} is not a theme${hint}; ${words.themeHint}`
  );
}

// src/settings/value-rules.ts
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

// src/settings/schema.ts
var INPUT_NAMING = (setting) => `Input \`${setting}\``;
var FLAG_NAMING = (setting) => `--${setting}`;
var ALL_MARKDOWN = "**/*.md";
function settingFields(name, { engines = ENGINES } = {}) {
  return {
    files: pipe(
      lines,
      transform((patterns) => patterns.length ? patterns : [ALL_MARKDOWN])
    ),
    "changed-only": flag(name("changed-only"), true),
    mode: orDefault(choice(name("mode"), MODES), "auto"),
    // `auto`: the service when a key and its URL are set, the embedded engine otherwise.
    engine: orDefault(choice(name("engine"), engines), "auto"),
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
    // Each document's budget in the embedded engine (core/budget.ts has the why of the defaults).
    "document-timeout-seconds": orDefault(
      decimal(name("document-timeout-seconds"), 1, 3600),
      DEFAULT_BUDGET.timeoutMs / 1e3
    ),
    "document-memory-mb": orDefault(
      wholeNumber(name("document-memory-mb"), 64, 16384),
      DEFAULT_BUDGET.memoryMb
    ),
    "max-html-bytes": orDefault(
      wholeNumber(name("max-html-bytes"), 65536, 1073741824),
      DEFAULT_BUDGET.maxHtmlBytes
    ),
    "github-token": raw,
    // `md-platform serve` only.
    port: orDefault(wholeNumber(name("port"), 0, 65535), 8787),
    workers: orDefault(wholeNumber(name("workers"), 1, 64), 8),
    "outbox-max-mb": orDefault(
      wholeNumber(name("outbox-max-mb"), 1, 1048576),
      DEFAULT_OUTBOX_MAX_MB
    )
  };
}
var BUDGET_SETTINGS = [
  "document-timeout-seconds",
  "document-memory-mb",
  "max-html-bytes"
];
var ACTION_INPUTS = [
  "files",
  "changed-only",
  "mode",
  "engine",
  "api-key",
  "app-id",
  "app-secret",
  "api-url",
  "backup-api-url",
  "credential-header-prefix",
  "theme",
  "font-size",
  "background-type",
  "convert-version",
  "draft-type",
  "draft-branch",
  "comment",
  "comment-tag",
  "artifact",
  "artifact-name",
  "retention-days",
  "output-dir",
  "image-base-url",
  "fail-on",
  "dry-run",
  "ledger",
  "redraft",
  "max-files",
  "concurrency",
  "rate-limit",
  "timeout-seconds",
  "github-token",
  ...BUDGET_SETTINGS
];
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
function budgetOf(s) {
  return {
    timeoutMs: Math.round(s["document-timeout-seconds"] * 1e3),
    memoryMb: s["document-memory-mb"],
    maxHtmlBytes: s["max-html-bytes"]
  };
}

export {
  openOutputFolder,
  createOutputFolder,
  previewFileName,
  rendersVariants,
  writeOutputFiles,
  consoleLog,
  convertAll,
  openEngine,
  preloadEngine,
  serviceConfig,
  convertsRemotely,
  checkTheme,
  INPUT_NAMING,
  FLAG_NAMING,
  BUDGET_SETTINGS,
  ACTION_INPUTS,
  parseSettings,
  budgetOf
};

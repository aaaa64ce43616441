import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  checkReadiness,
  compileGlobs,
  draftTitle,
  mapConcurrent,
  plainText
} from "./chunk-M6SF5YXX.js";
import {
  findImages,
  repositoryPath,
  resolveImageUrl,
  rewriteImages
} from "./chunk-DL4V7EL7.js";
import {
  PLATFORM,
  isOnPlatformImageHost
} from "./chunk-JZLBHUCI.js";
import "./chunk-QXLYNVZJ.js";
import {
  rateLimitOf,
  rawFilesUrl,
  statusOf,
  toGitHubError,
  tokenLogin
} from "./chunk-JJZV36E6.js";
import "./chunk-YKUCR3JN.js";
import "./chunk-WHBGLG6X.js";
import {
  require_crypto
} from "./chunk-YTTBCBEB.js";
import "./chunk-MZBKJI7M.js";
import "./chunk-AOJSI2D3.js";
import "./chunk-N7RJKJXU.js";
import "./chunk-NUGJP3WA.js";
import "./chunk-F7PMG5S2.js";
import {
  DocumentError,
  GitHubError,
  InputError,
  ServiceError,
  errorMessage
} from "./chunk-5XOO62DI.js";
import {
  __toESM
} from "./chunk-G2QKEXVZ.js";

// src/drafts/ledger-page.ts
var import_node_crypto = __toESM(require_crypto(), 1);
var PAGE_BUDGET = 6e4;
var MAX_VALUE = 512;
var shortHash = (contentHash) => contentHash.slice(0, 16);
function imageKey(url) {
  return (0, import_node_crypto.createHash)("sha256").update(url).digest("base64url").slice(0, 12);
}
var draftKey = (path, hash) => `d
${path}
${hash}`;
var imageRowKey = (key) => `i
${key}`;
function rowKey(row) {
  return row.kind === "draft" ? draftKey(row.path, row.hash) : imageRowKey(row.key);
}
function draftRowKey(path, contentHash) {
  return draftKey(path, shortHash(contentHash));
}
function uploadRowKey(url) {
  return imageRowKey(imageKey(url));
}
var safeTag = (tag) => tag.replace(/[^A-Za-z0-9._-]/g, "_");
var markerPrefix = (tag) => `<!-- md-platform:ledger:${safeTag(tag)}:`;
function pageMarker(tag, seq) {
  return `${markerPrefix(tag)}${seq} -->`;
}
function pageSeq(body, tag) {
  const prefix = markerPrefix(tag);
  if (!body.startsWith(prefix)) return void 0;
  const match = /^(\d{1,9}) -->/.exec(body.slice(prefix.length));
  return match ? Number(match[1]) : void 0;
}
var DRAFT_CODE = { intent: "i", created: "c", uncertain: "u" };
var UPLOAD_CODE = { intent: "i", uploaded: "u", failed: "f" };
var TYPE_CODE = { article: "a", newspic: "n" };
var decode = (codes, code) => Object.keys(codes).find((k) => codes[k] === code);
var kept = (value) => value && value.length <= MAX_VALUE ? value : void 0;
function encodeRow(row) {
  const fields = row.kind === "draft" ? [
    "d",
    row.path,
    row.hash,
    DRAFT_CODE[row.status],
    TYPE_CODE[row.type],
    row.attempt ?? 0,
    ...trimmed([kept(row.draftId), row.mediaId === row.draftId ? "" : kept(row.mediaId)])
  ] : [
    "i",
    row.key,
    UPLOAD_CODE[row.status],
    row.attempt ?? 0,
    ...trimmed([kept(row.platformUrl)])
  ];
  return JSON.stringify(fields);
}
function trimmed(values) {
  const out = values.map((v) => v ?? "");
  while (out.length && !out[out.length - 1]) out.pop();
  return out;
}
function decodeRow(line) {
  let fields;
  try {
    fields = JSON.parse(line);
  } catch {
    return void 0;
  }
  if (!Array.isArray(fields)) return void 0;
  const [kind, a, b, c, d, e, f, g] = fields;
  const text = (v) => typeof v === "string" && v ? v : void 0;
  const attempt = (v) => typeof v === "number" && v > 0 ? v : void 0;
  if (kind === "d" && text(a) && text(b)) {
    const status = decode(DRAFT_CODE, c);
    const type = decode(TYPE_CODE, d);
    if (!status || !type) return void 0;
    const draftId = text(f);
    return {
      kind: "draft",
      path: a,
      hash: b,
      status,
      type,
      attempt: attempt(e),
      draftId,
      mediaId: text(g) ?? draftId
    };
  }
  if (kind === "i" && text(a)) {
    const status = decode(UPLOAD_CODE, b);
    if (!status) return void 0;
    return { kind: "image", key: a, status, attempt: attempt(c), platformUrl: text(d) };
  }
  return void 0;
}
var FENCE = "```text";
var FENCE_END = "```";
function layoutPages(rows, pageOf, budget = PAGE_BUDGET, lineOf = encodedRow) {
  const pages = [];
  let index = 0;
  let size = 0;
  for (const row of rows) {
    const { key, line, bytes } = lineOf(row);
    const earliest = pageOf.get(key) ?? 0;
    if (earliest > index) {
      index = earliest;
      size = 0;
    }
    if (size > 0 && size + bytes > budget) {
      index++;
      size = 0;
    }
    pageOf.set(key, index);
    for (let i = pages.length; i <= index; i++) pages.push({ rows: [], lines: [] });
    pages[index].rows.push(row);
    pages[index].lines.push(line);
    size += bytes;
  }
  return pages;
}
function encodedRow(row) {
  const line = encodeRow(row);
  return { key: rowKey(row), line, bytes: Buffer.byteLength(line) + 1 };
}
function rememberedRows() {
  const seen = /* @__PURE__ */ new WeakMap();
  return (row) => {
    let found = seen.get(row);
    if (!found) {
      found = encodedRow(row);
      seen.set(row, found);
    }
    return found;
  };
}
function renderPage(tag, seq, { rows, lines }) {
  const count = (kind, status) => rows.filter((r) => r.kind === kind && r.status === status).length;
  const parts = [
    `${count("draft", "created")} drafted`,
    count("draft", "intent") && `${count("draft", "intent")} being drafted (if this stays, the run died: check the draft box)`,
    count("draft", "uncertain") && `${count("draft", "uncertain")} uncertain (check the draft box)`,
    count("image", "uploaded") && `${count("image", "uploaded")} image(s) uploaded`
  ].filter(Boolean);
  return [
    pageMarker(tag, seq),
    `**md-platform draft ledger, part ${seq}**: ${parts.join(", ")}. The action keeps this record so that a re-run never drafts a file twice; do not edit it (name a file in the \`redraft\` input to draft it again).`,
    "",
    `<details><summary>${lines.length} entries</summary>`,
    "",
    FENCE,
    ...lines,
    FENCE_END,
    "",
    "</details>"
  ].join("\n");
}
function parsePage(stored) {
  const body = stored.replace(/\r\n/g, "\n");
  const start = body.indexOf(`
${FENCE}
`);
  if (start === -1) return [];
  const lines = body.slice(start + FENCE.length + 2).split("\n");
  const rows = [];
  for (const line of lines) {
    if (line === FENCE_END) break;
    const row = decodeRow(line);
    if (row) rows.push(row);
  }
  return rows;
}

// src/drafts/ledger.ts
function rowStore(earlier) {
  const before = new Map(earlier.map((row) => [rowKey(row), row]));
  const mine = /* @__PURE__ */ new Map();
  const get = (key) => mine.get(key) ?? before.get(key);
  return {
    mine: () => mine.values(),
    find(path, contentHash) {
      const row = get(draftRowKey(path, contentHash));
      if (row?.kind !== "draft") return void 0;
      const { kind: _, hash, ...rest } = row;
      return { ...rest, contentHash: hash };
    },
    findUpload(url) {
      const row = get(uploadRowKey(url));
      if (row?.kind !== "image") return void 0;
      return { status: row.status, platformUrl: row.platformUrl, attempt: row.attempt };
    },
    apply(change) {
      for (const { contentHash, ...entry } of change.drafts ?? []) {
        const row = { kind: "draft", ...entry, hash: shortHash(contentHash) };
        mine.set(rowKey(row), row);
      }
      for (const { path, contentHash } of change.withdraw ?? [])
        mine.delete(draftRowKey(path, contentHash));
      for (const { url, ...upload } of change.uploads ?? []) {
        const row = { kind: "image", key: imageKey(url), ...upload };
        mine.set(rowKey(row), row);
      }
      for (const url of change.withdrawUploads ?? []) mine.delete(uploadRowKey(url));
    }
  };
}
function memoryLedger() {
  const store = rowStore([]);
  return {
    find: store.find,
    findUpload: store.findUpload,
    write: async (change) => store.apply(change)
  };
}
async function openLedger(octokit, target) {
  const where = { owner: target.owner, repo: target.repo };
  const found = [];
  try {
    for await (const page of octokit.paginate.iterator(
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments",
      {
        ...where,
        commit_sha: target.sha,
        per_page: 100
      }
    )) {
      for (const comment of page.data) {
        if (comment.user?.login.toLowerCase() !== target.login.toLowerCase()) continue;
        const body = comment.body ?? "";
        const seq = pageSeq(body, target.tag);
        if (seq !== void 0) found.push({ seq, rows: parsePage(body) });
        else if (body.startsWith(legacyMarker(target.tag)))
          found.push({ seq: 0, rows: parseLegacy(body) });
      }
    }
  } catch (error) {
    throw toGitHubError(
      error,
      `read the draft ledger of commit ${target.sha.slice(0, 7)}`,
      "ledger_unreadable"
    );
  }
  found.sort((a, b) => a.seq - b.seq);
  const store = rowStore(found.flatMap((f) => f.rows));
  const firstSeq = Math.max(0, ...found.map((f) => f.seq)) + 1;
  const pages = [];
  const pageOf = /* @__PURE__ */ new Map();
  const lineOf = rememberedRows();
  const flush = async () => {
    const layout = layoutPages(store.mine(), pageOf, PAGE_BUDGET, lineOf);
    for (let i = Math.max(layout.length, pages.length) - 1; i >= 0; i--) {
      const content = layout[i] ?? { rows: [], lines: [] };
      const page = pages[i] ?? {};
      if (page.id === void 0 && content.rows.length === 0) continue;
      const body = renderPage(target.tag, firstSeq + i, content);
      if (page.body === body) continue;
      if (page.id === void 0) {
        const { data } = await octokit.request(
          "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments",
          {
            ...where,
            commit_sha: target.sha,
            body
          }
        );
        pages[i] = { id: data.id, body };
      } else {
        await octokit.request("PATCH /repos/{owner}/{repo}/comments/{comment_id}", {
          ...where,
          comment_id: page.id,
          body
        });
        page.body = body;
      }
    }
  };
  const write = async () => {
    try {
      await flush();
    } catch (error) {
      const refused = statusOf(error) === 403 || statusOf(error) === 404;
      if (refused && !rateLimitOf(error)) {
        throw new GitHubError(
          "ledger_forbidden",
          "The draft ledger (commit comments recording which files were drafted) cannot be written: the token lacks write access. Add `permissions: contents: write` to the job, or set `ledger: off` to accept that a re-run may create duplicate drafts.",
          statusOf(error),
          { cause: error }
        );
      }
      throw toGitHubError(error, "write the draft ledger", "ledger_write_failed");
    }
  };
  let writes = Promise.resolve();
  return {
    find: store.find,
    findUpload: store.findUpload,
    write(change) {
      store.apply(change);
      writes = writes.catch(() => {
      }).then(write);
      return writes;
    }
  };
}
var legacyMarker = (tag) => `<!-- md-platform:ledger:${tag.replace(/[^A-Za-z0-9._-]/g, "_")} -->`;
var LEGACY_DATA = "<!-- md-platform:ledger-data ";
function parseLegacy(body) {
  const start = body.indexOf(LEGACY_DATA);
  if (start === -1) return [];
  const end = body.indexOf(" -->", start + LEGACY_DATA.length);
  try {
    const encoded = body.slice(start + LEGACY_DATA.length, end);
    const data = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
    const store = rowStore([]);
    store.apply({
      drafts: (Array.isArray(data.entries) ? data.entries : []).filter(
        (e) => typeof e?.path === "string" && typeof e.contentHash === "string"
      ),
      uploads: (Array.isArray(data.uploads) ? data.uploads : []).filter(
        (u) => typeof u?.url === "string"
      )
    });
    return [...store.mine()];
  } catch {
    return [];
  }
}

// src/drafts/upload-images.ts
var UPLOAD_CHUNK = 20;
function imageState() {
  return { platformUrls: /* @__PURE__ */ new Map(), seen: /* @__PURE__ */ new Set(), uploaded: 0, reused: 0, mayExist: 0 };
}
function imagesToUpload(images, ledger, state) {
  const toSend = [];
  for (const url of new Set(images)) {
    if (state.seen.has(url) || isOnPlatformImageHost(url)) continue;
    state.seen.add(url);
    const known = ledger.findUpload(url);
    if (known?.status === "uploaded" && known.platformUrl) {
      state.platformUrls.set(url, known.platformUrl);
      state.reused++;
    } else if (known?.status === "intent") state.mayExist++;
    else toSend.push(url);
  }
  return toSend;
}
async function uploadImages(urls, state, { client, log, cancel, attempt }) {
  const entry = (url, status, platformUrl) => ({
    url,
    status,
    attempt,
    ...platformUrl ? { platformUrl } : {}
  });
  const outcomes = [];
  for (let i = 0; i < urls.length; i += UPLOAD_CHUNK) {
    if (cancel.stop.aborted) return { outcomes, notSent: urls.slice(i) };
    const chunk = urls.slice(i, i + UPLOAD_CHUNK);
    try {
      const { items } = await client.batchUpload({ imageUrls: chunk }, cancel.deadline);
      const byUrl = new Map(items.map((item) => [item.url, item]));
      for (const url of chunk) {
        const item = byUrl.get(url);
        if (item?.platformUrl) {
          state.platformUrls.set(url, item.platformUrl);
          state.uploaded++;
          outcomes.push(entry(url, "uploaded", item.platformUrl));
        } else {
          log.warning(
            `Image ${url} was not uploaded (${item?.error ?? "no answer for it"}); its draft keeps the original URL.`
          );
          outcomes.push(entry(url, "failed"));
        }
      }
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      log.warning(
        `Uploading ${chunk.length} image(s) failed (${error.message}); the drafts keep the original URLs.`
      );
      if (!error.uncertain) outcomes.push(...chunk.map((url) => entry(url, "failed")));
    }
  }
  return { outcomes, notSent: [] };
}

// src/drafts/batch.ts
var NOT_SENT_CANCELLED = (signal) => `Not drafted: the run was cancelled (${signal ?? "signal"}) before this draft was sent. A re-run drafts it.`;
var NOTHING_CARRIED = { change: {}, created: [] };
function waitingResult(plan, why) {
  return {
    path: plan.source.path,
    type: plan.type,
    status: "waiting",
    reason: `Waiting: not sent, because the draft ledger could not be written (${why}) and a draft it cannot record could be created twice. A re-run drafts it.`
  };
}
async function draftBatch(batch, next, images, carry, deps) {
  const { ledger, log, cancel, attempt, config } = deps;
  const entry = (plan, status, ids = {}) => ({
    path: plan.source.path,
    contentHash: plan.source.contentHash,
    type: plan.type,
    ...ids,
    status,
    attempt
  });
  const toUpload = imagesToUpload(
    next.flatMap((plan) => plan.images),
    ledger,
    images
  );
  const intents = batch.map((plan) => entry(plan, "intent"));
  if (intents.length === 0 && toUpload.length === 0 && isEmpty(carry.change))
    return { results: [], carry };
  try {
    await ledger.write({
      ...carry.change,
      drafts: [...carry.change.drafts ?? [], ...intents],
      uploads: [
        ...carry.change.uploads ?? [],
        ...toUpload.map((url) => ({ url, status: "intent", attempt }))
      ]
    });
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    log.error(`The draft ledger could not be written: ${error.message}`);
    const closing = await ledger.write({ withdraw: intents, withdrawUploads: toUpload }).then(() => void 0).catch((again) => {
      if (!(again instanceof GitHubError)) throw again;
      return again.message;
    });
    if (closing) unrecorded(carry.created, closing, log);
    return {
      results: batch.map((plan) => waitingResult(plan, error.message)),
      carry: NOTHING_CARRIED,
      ledgerDown: error.message
    };
  }
  const results = await mapConcurrent(
    batch,
    Math.max(1, config.concurrency),
    (plan) => cancel.stop.aborted ? Promise.resolve(cancelledResult(plan, cancel)) : sendDraft(plan, images.platformUrls, deps)
  );
  const { outcomes, notSent } = await uploadImages(toUpload, images, deps);
  const recorded = [];
  const withdraw = [];
  batch.forEach((plan, index) => {
    const outcome = results[index];
    if (outcome.status === "created")
      recorded.push(entry(plan, "created", { draftId: outcome.draftId, mediaId: outcome.mediaId }));
    else if (outcome.status === "uncertain") recorded.push(entry(plan, "uncertain"));
    else withdraw.push(intents[index]);
  });
  for (const result of results) {
    if (result.status === "created")
      log.info(
        `Drafted ${result.path} (${result.type}): ${result.draftId ?? result.mediaId ?? "created"}`
      );
  }
  return {
    results,
    carry: {
      change: { drafts: recorded, withdraw, uploads: outcomes, withdrawUploads: notSent },
      created: results.filter((r) => r.status === "created")
    }
  };
}
async function recordLast(carry, { ledger, log }) {
  if (isEmpty(carry.change)) return void 0;
  try {
    await ledger.write(carry.change);
    return void 0;
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    unrecorded(carry.created, error.message, log);
    return error.message;
  }
}
var isEmpty = (change) => [change.drafts, change.withdraw, change.uploads, change.withdrawUploads].every(
  (list) => !list?.length
);
function unrecorded(created, why, log) {
  for (const result of created) {
    log.error(
      `${result.path} was drafted${result.draftId ? ` (${result.draftId})` : ""} but the ledger could not record it (${why}). It stays recorded as being drafted, so a re-run names it as uncertain instead of drafting it again. No further drafts are attempted in this run.`
    );
    result.reason = "Created, but not recorded in the ledger: a re-run will report it as uncertain, not draft it again.";
  }
}
async function sendDraft(plan, platformUrls, { client, cancel }) {
  const path = plan.source.path;
  const swap = (url) => platformUrls.get(url) ?? url;
  try {
    const created = plan.type === "article" ? await client.articleDraft(
      {
        ...plan.article,
        markdown: rewriteImages(plan.article.markdown, (src) => platformUrls.get(src)),
        coverImageUrl: plan.article.coverImageUrl ? swap(plan.article.coverImageUrl) : void 0
      },
      cancel.deadline
    ) : await client.newspicDraft(
      { ...plan.newspic, imageUrls: plan.newspic.imageUrls.map(swap) },
      cancel.deadline
    );
    return {
      path,
      type: plan.type,
      status: "created",
      draftId: created.draftId,
      mediaId: created.mediaId
    };
  } catch (error) {
    if (error instanceof ServiceError && error.uncertain) {
      const cut = cancel.deadline.aborted ? `The run was cancelled (${cancel.signalName()}) and the draft call got no answer within the grace period: it may have been created; check the draft box.` : uncertainReason(error);
      return {
        path,
        type: plan.type,
        status: "uncertain",
        reason: `${cut} If the draft box does not have it, name it in \`redraft\` to draft it.`
      };
    }
    if (error instanceof ServiceError || error instanceof DocumentError) {
      return { path, type: plan.type, status: "failed", reason: errorMessage(error) };
    }
    throw error;
  }
}
function cancelledResult(plan, cancel) {
  return {
    path: plan.source.path,
    type: plan.type,
    status: "cancelled",
    reason: NOT_SENT_CANCELLED(cancel.signalName())
  };
}
function uncertainReason(error) {
  const check = "check the draft box before running again.";
  if (error.status !== void 0 && error.status >= 500) {
    return `The service answered ${error.status} after the request was sent; the draft may exist: ${check}`;
  }
  if (error.code === "timeout") {
    return `The draft call timed out after the request was sent; the draft may exist: ${check}`;
  }
  if (error.code === "connection_lost") {
    return `The connection dropped after the request was sent; the draft may exist: ${check}`;
  }
  const answered = error.status === void 0 ? "" : ` (HTTP ${error.status})`;
  return `The service's answer${answered} to the draft call could not be used; the draft may exist: ${check}`;
}

// src/drafts/steps.ts
async function draftInSteps(plans, results, deps) {
  const { config, log, cancel } = deps;
  let ledgerDown;
  const images = imageState();
  let carry = NOTHING_CARRIED;
  const size = ledgerBatchSize(plans.length, config.concurrency);
  const batches = [[]];
  for (let i = 0; i < plans.length; i += size) batches.push(plans.slice(i, i + size));
  for (const [i, batch] of batches.entries()) {
    const next = batches[i + 1] ?? [];
    if (config.dryRun) {
      for (const plan of batch)
        results.set(plan.source.path, {
          path: plan.source.path,
          type: plan.type,
          status: "dry-run",
          reason: `Would create a ${plan.type} draft with ${plan.images.length} image(s).`
        });
      continue;
    }
    if (ledgerDown) {
      for (const plan of batch) results.set(plan.source.path, waitingResult(plan, ledgerDown));
      continue;
    }
    if (cancel.stop.aborted) {
      for (const plan of batch) results.set(plan.source.path, cancelledResult(plan, cancel));
      continue;
    }
    const done = await draftBatch(batch, next, images, carry, deps);
    for (const result of done.results) results.set(result.path, result);
    ({ carry, ledgerDown } = done);
  }
  if (!config.dryRun) await recordLast(carry, deps);
  if (images.mayExist > 0)
    log.warning(
      `${images.mayExist} image upload(s) of an earlier run may have happened without an answer; they are not uploaded again (that could cost quota twice): their drafts send the original image URLs.`
    );
  if (images.seen.size > 0)
    log.info(
      `Uploaded ${images.uploaded} distinct image(s) once for all drafts${images.reused ? `; ${images.reused} reused from an earlier attempt` : ""}.`
    );
}
function ledgerBatchSize(documents, concurrency) {
  return Math.max(1, concurrency, Math.ceil(documents / LEDGER_WRITES));
}
var LEDGER_WRITES = 40;

// src/drafts/plan.ts
var SECRET_INPUTS = [
  ["api-key", "apiKey", "MD_PLATFORM_API_KEY"],
  ["app-id", "appId", "PLATFORM_APP_ID"],
  ["app-secret", "appSecret", "PLATFORM_APP_SECRET"]
];
function assertDraftCredentials(config) {
  const missing = SECRET_INPUTS.filter(([, field]) => !config[field]);
  if (missing.length > 0) {
    throw new InputError(
      missing[0][0],
      `Drafts need ${missing.map(([name]) => `\`${name}\``).join(", ")}, which ${missing.length === 1 ? "is" : "are"} empty. Store ${missing.length === 1 ? "it" : "them"} as repository secrets and pass ${missing.length === 1 ? "it" : "them"} to the step:
${missing.map(([name, , secret]) => `  ${name}: \${{ secrets.${secret} }}`).join("\n")}`
    );
  }
  if (!config.apiUrl) {
    throw new InputError(
      "api-url",
      "Drafts need `api-url`, the base URL of the service that creates them."
    );
  }
}
async function openRunLedger(config, ctx, octokit, log) {
  if (config.ledger === "off") {
    log.warning(
      "ledger: off \u2014 nothing records which files were drafted, so re-running this job can create duplicate drafts."
    );
    return memoryLedger();
  }
  if (!octokit) {
    throw new InputError(
      "github-token",
      "Drafts record what they created in a ledger on the commit, which needs `github-token` (the default `${{ github.token }}` works with `permissions: contents: write`). Or set `ledger: off`."
    );
  }
  return openLedger(octokit, {
    owner: ctx.repo.owner,
    repo: ctx.repo.name,
    sha: ctx.sha,
    tag: config.commentTag,
    login: await tokenLogin(octokit)
  });
}
function defaultImageBaseUrl(ctx) {
  return rawFilesUrl(ctx);
}
async function publishDrafts(sources, deps) {
  const { config, ctx, log } = deps;
  const imageBaseUrl = config.imageBaseUrl ?? defaultImageBaseUrl(ctx);
  const results = /* @__PURE__ */ new Map();
  const plans = [];
  const redraft = compileGlobs(config.redraft);
  let relativeImages = false;
  for (const source of sources) {
    const type = source.frontMatter.type ?? config.draftType;
    if (source.frontMatter.publish === false) {
      results.set(source.path, {
        path: source.path,
        type,
        status: "skipped",
        reason: "publish: false in the front matter."
      });
      continue;
    }
    const recorded = deps.ledger.find(source.path, source.contentHash);
    if (recorded && redraft(source.path)) {
      log.info(
        `${source.path} is named in \`redraft\`: drafting it again (the ledger says ${recorded.status}).`
      );
    } else if (recorded) {
      results.set(source.path, fromLedger(recorded));
      continue;
    }
    const planned = await planDraft(source, type, { config, imageBaseUrl });
    if ("error" in planned) {
      results.set(source.path, {
        path: source.path,
        type,
        status: "failed",
        reason: planned.error
      });
      continue;
    }
    relativeImages ||= planned.relative;
    plans.push(planned.plan);
  }
  if (relativeImages && ctx.repo.private && !config.imageBaseUrl) {
    log.warning(
      "This repository is private: the service cannot fetch images from its raw URLs, so relative images will be missing from the drafts. Set `image-base-url` to a public host that serves the same files."
    );
  }
  await draftInSteps(plans, results, deps);
  return sources.flatMap((s) => results.get(s.path) ?? []);
}
function fromLedger(recorded) {
  const by = recorded.attempt ? ` (run attempt ${recorded.attempt})` : "";
  const base = {
    path: recorded.path,
    type: recorded.type,
    draftId: recorded.draftId,
    mediaId: recorded.mediaId
  };
  if (recorded.status === "created")
    return {
      ...base,
      status: "already-drafted",
      reason: "Already drafted from this exact file at this commit."
    };
  return {
    ...base,
    status: "uncertain",
    reason: recorded.status === "intent" ? `An earlier run${by} stopped after it may have sent this draft: it may have been created. Check the draft box; if it is not there, name this file in the \`redraft\` input to draft it.` : `An earlier run${by} got no answer to this draft call: it may have been created. Check the draft box; if it is not there, name this file in the \`redraft\` input to draft it.`
  };
}
async function planDraft(source, type, { config, imageBaseUrl }) {
  const fm = source.frontMatter;
  const { findings } = await checkReadiness(source, {
    workspace: config.workspace,
    draftType: type,
    drafts: true,
    // Only converted documents are drafted: an engine has accepted their theme already.
    engine: config.engine === "local" ? "local" : "remote"
  });
  const problems = findings.filter((f) => f.severity === "error");
  if (problems.length > 0) {
    return {
      error: problems.map((f) => f.line ? `${f.message} (line ${f.line})` : f.message).join(" ")
    };
  }
  const title = draftTitle(source.path, fm, source.body);
  let relative = false;
  const resolveOne = (src) => {
    relative ||= repositoryPath(src, source.path) !== void 0;
    const resolved = resolveImageUrl(src, { documentPath: source.path, imageBaseUrl });
    return "url" in resolved ? resolved.url : void 0;
  };
  const refs = findImages(source.body);
  const urlOf = /* @__PURE__ */ new Map();
  for (const ref of refs) {
    const url = resolveOne(ref.src);
    if (url) urlOf.set(ref.src, url);
  }
  const cover = fm.cover ? resolveOne(fm.cover) : void 0;
  let plan;
  if (type === "article") {
    const markdown = rewriteImages(source.body, (src) => urlOf.get(src));
    const coverImageUrl = cover ?? urlOf.get(refs[0]?.src ?? "");
    plan = {
      source,
      type,
      images: [.../* @__PURE__ */ new Set([...urlOf.values(), ...coverImageUrl ? [coverImageUrl] : []])],
      article: {
        markdown,
        theme: fm.theme ?? config.convert.theme,
        fontSize: fm.fontSize ?? config.convert.fontSize,
        convertVersion: fm.convertVersion ?? config.convert.convertVersion,
        coverImageUrl
      }
    };
  } else {
    const listed = fm.images ? fm.images.map(resolveOne) : [...urlOf.values()];
    const imageUrls = [...new Set(listed.filter((u) => !!u))];
    plan = {
      source,
      type,
      images: imageUrls,
      newspic: { title, content: plainText(source.body, PLATFORM.newspicContentMax), imageUrls }
    };
  }
  return { plan, relative };
}
export {
  assertDraftCredentials,
  defaultImageBaseUrl,
  memoryLedger,
  openRunLedger,
  publishDrafts
};

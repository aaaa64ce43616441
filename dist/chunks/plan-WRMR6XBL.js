import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  checkReadiness,
  compileGlobs,
  draftTitle,
  plainText
} from "./chunk-44BJ4HVC.js";
import {
  findImages,
  repositoryPath,
  resolveImageUrl,
  rewriteImages
} from "./chunk-VTGLEUHF.js";
import {
  PLATFORM,
  isOnPlatformImageHost
} from "./chunk-JZLBHUCI.js";
import "./chunk-6MB7ZGUD.js";
import "./chunk-LF7TFJO3.js";
import {
  statusOf,
  toGitHubError
} from "./chunk-Y5IDWIIM.js";
import "./chunk-PQLFKXA5.js";
import "./chunk-WQINLRHN.js";
import {
  escapeMarkdownInline
} from "./chunk-ZDKHICCF.js";
import "./chunk-PHUWWCX7.js";
import {
  DocumentError,
  GitHubError,
  InputError,
  ServiceError,
  errorMessage
} from "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";

// src/drafts/batch.ts
var NOT_SENT_CANCELLED = (signal) => `Not drafted: the run was cancelled (${signal ?? "signal"}) before this draft was sent. A re-run drafts it.`;
async function draftBatch(batch, platformUrls, deps) {
  const { ledger, log, cancel, attempt } = deps;
  const entry = (plan, status, ids = {}) => ({
    path: plan.source.path,
    contentHash: plan.source.contentHash,
    type: plan.type,
    ...ids,
    status,
    attempt,
    at: (/* @__PURE__ */ new Date()).toISOString()
  });
  const intents = batch.map((plan) => entry(plan, "intent"));
  try {
    await ledger.write({ drafts: intents });
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    log.error(`The draft ledger could not be written: ${error.message}`);
    const reason = `Not attempted: the draft ledger could not be written (${error.message}), and a draft it cannot record could be created twice. Re-run when GitHub answers again.`;
    return {
      results: batch.map((plan) => ({
        path: plan.source.path,
        type: plan.type,
        status: "failed",
        reason
      })),
      ledgerDown: error.message
    };
  }
  if (cancel.stop.aborted) {
    await ledger.write({ withdraw: intents }).catch((error) => {
      if (!(error instanceof GitHubError)) throw error;
      log.warning(
        `The ledger still names ${batch.length} file(s) as being drafted although the run stopped before sending them (${error.message}); a re-run will report them as uncertain.`
      );
    });
    return { results: batch.map((plan) => cancelledResult(plan, cancel)) };
  }
  const outcomes = await Promise.all(batch.map((plan) => sendDraft(plan, platformUrls, deps)));
  const recorded = [];
  const withdraw = [];
  batch.forEach((plan, index) => {
    const outcome = outcomes[index];
    if (outcome.status === "created")
      recorded.push(entry(plan, "created", { draftId: outcome.draftId, mediaId: outcome.mediaId }));
    else if (outcome.status === "uncertain") recorded.push(entry(plan, "uncertain"));
    else withdraw.push(intents[index]);
  });
  try {
    await ledger.write({ drafts: recorded, withdraw });
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    for (const result of outcomes) {
      if (result.status !== "created") continue;
      log.error(
        `${result.path} was drafted${result.draftId ? ` (${result.draftId})` : ""} but the ledger could not record it (${error.message}). It stays recorded as being drafted, so a re-run names it as uncertain instead of drafting it again. No further drafts are attempted in this run.`
      );
      result.reason = "Created, but not recorded in the ledger: a re-run will report it as uncertain, not draft it again.";
    }
    return { results: outcomes, ledgerDown: error.message };
  }
  for (const result of outcomes) {
    if (result.status === "created")
      log.info(
        `Drafted ${result.path} (${result.type}): ${result.draftId ?? result.mediaId ?? "created"}`
      );
  }
  return { results: outcomes };
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

// src/drafts/ledger.ts
function ledgerMarker(tag) {
  return `<!-- md-platform:ledger:${tag.replace(/[^A-Za-z0-9._-]/g, "_")} -->`;
}
var DATA_OPEN = "<!-- md-platform:ledger-data ";
var DATA_CLOSE = " -->";
var TABLE_ROWS = 50;
function memoryLedger() {
  const state = emptyState();
  return {
    entries: () => [...state.entries],
    find: (path, hash) => findEntry(state.entries, path, hash),
    uploads: () => [...state.uploads],
    write: async (change) => applyChange(state, change)
  };
}
function emptyState() {
  return { entries: [], uploads: [] };
}
var sameDoc = (a, b) => a.path === b.path && a.contentHash === b.contentHash;
function findEntry(entries, path, contentHash) {
  return entries.find((e) => sameDoc(e, { path, contentHash }));
}
function applyChange(state, change) {
  const replaced = [...change.drafts ?? [], ...change.withdraw ?? []];
  state.entries = [
    ...state.entries.filter((e) => !replaced.some((r) => sameDoc(e, r))),
    ...change.drafts ?? []
  ];
  const urls = new Set((change.uploads ?? []).map((u) => u.url));
  state.uploads = [...state.uploads.filter((u) => !urls.has(u.url)), ...change.uploads ?? []];
}
async function openLedger(octokit, target) {
  const marker = ledgerMarker(target.tag);
  const where = { owner: target.owner, repo: target.repo };
  let commentId;
  const state = emptyState();
  try {
    for await (const page of octokit.paginate.iterator(octokit.rest.repos.listCommentsForCommit, {
      ...where,
      commit_sha: target.sha,
      per_page: 100
    })) {
      const own = page.data.find(
        (c) => c.user?.login.toLowerCase() === target.login.toLowerCase() && (c.body ?? "").includes(marker)
      );
      if (own) {
        commentId = own.id;
        Object.assign(state, parseState(own.body ?? ""));
        break;
      }
    }
  } catch (error) {
    throw toGitHubError(
      error,
      `read the draft ledger of commit ${target.sha.slice(0, 7)}`,
      "ledger_unreadable"
    );
  }
  let writes = Promise.resolve();
  const write = async () => {
    const body = renderLedger(marker, state);
    try {
      if (commentId === void 0) {
        const { data } = await octokit.rest.repos.createCommitComment({
          ...where,
          commit_sha: target.sha,
          body
        });
        commentId = data.id;
      } else {
        await octokit.rest.repos.updateCommitComment({ ...where, comment_id: commentId, body });
      }
    } catch (error) {
      if (statusOf(error) === 403 || statusOf(error) === 404) {
        throw new GitHubError(
          "ledger_forbidden",
          "The draft ledger (a commit comment recording which files were drafted) cannot be written: the token lacks write access. Add `permissions: contents: write` to the job, or set `ledger: off` to accept that a re-run may create duplicate drafts.",
          statusOf(error),
          { cause: error }
        );
      }
      throw toGitHubError(error, "write the draft ledger", "ledger_write_failed");
    }
  };
  return {
    entries: () => [...state.entries],
    find: (path, hash) => findEntry(state.entries, path, hash),
    uploads: () => [...state.uploads],
    write(change) {
      applyChange(state, change);
      writes = writes.catch(() => {
      }).then(write);
      return writes;
    }
  };
}
function parseState(body) {
  const start = body.indexOf(DATA_OPEN);
  if (start === -1) return emptyState();
  const end = body.indexOf(DATA_CLOSE, start + DATA_OPEN.length);
  try {
    const json = Buffer.from(body.slice(start + DATA_OPEN.length, end), "base64").toString("utf8");
    const data = JSON.parse(json);
    return {
      entries: Array.isArray(data.entries) ? data.entries.filter(
        (e) => typeof e?.path === "string" && typeof e.contentHash === "string"
      ) : [],
      uploads: Array.isArray(data.uploads) ? data.uploads.filter((u) => typeof u?.url === "string") : []
    };
  } catch {
    return emptyState();
  }
}
var SHOWN_STATUS = {
  intent: "being drafted (if this stays, the run died: check the draft box)",
  created: "",
  uncertain: "uncertain: check the draft box"
};
function renderLedger(marker, { entries, uploads }) {
  const rows = entries.slice(0, TABLE_ROWS).map(
    (e) => `| ${escapeMarkdownInline(e.path)} | ${e.type} | ${SHOWN_STATUS[e.status] || escapeMarkdownInline(e.draftId ?? e.mediaId ?? "")} |`
  );
  const more = entries.length > TABLE_ROWS ? [`
\u2026and ${entries.length - TABLE_ROWS} more (all are in the data below).`] : [];
  const data = Buffer.from(JSON.stringify({ version: 2, entries, uploads })).toString("base64");
  return [
    marker,
    `**md-platform drafts for this commit** (${entries.length}). The action keeps this record so that a re-run never drafts a file twice; do not edit it (name a file in the \`redraft\` input to draft it again).`,
    "",
    "| file | type | draft |",
    "|---|---|---|",
    ...rows,
    ...more,
    "",
    `${DATA_OPEN}${data}${DATA_CLOSE}`
  ].join("\n");
}

// src/drafts/upload-images.ts
var UPLOAD_CHUNK = 20;
async function uploadImages(images, deps) {
  const { client, ledger, log, cancel, attempt } = deps;
  const platformUrls = /* @__PURE__ */ new Map();
  const earlier = new Map(ledger.uploads().map((u) => [u.url, u]));
  const unique = [...new Set(images)].filter((url) => !isOnPlatformImageHost(url));
  const toSend = [];
  let mayExist = 0;
  for (const url of unique) {
    const known = earlier.get(url);
    if (known?.status === "uploaded" && known.platformUrl) platformUrls.set(url, known.platformUrl);
    else if (known?.status === "intent") mayExist++;
    else toSend.push(url);
  }
  if (mayExist > 0) {
    log.warning(
      `${mayExist} image upload(s) of an earlier run may have happened without an answer; they are not uploaded again (that could cost quota twice): their drafts send the original image URLs.`
    );
  }
  for (let i = 0; i < toSend.length && !cancel.stop.aborted; i += UPLOAD_CHUNK) {
    const chunk = toSend.slice(i, i + UPLOAD_CHUNK);
    const entry = (url, status, platformUrl) => ({
      url,
      status,
      attempt,
      ...platformUrl ? { platformUrl } : {}
    });
    await ledger.write({ uploads: chunk.map((url) => entry(url, "intent")) });
    let outcomes;
    try {
      const { items } = await client.batchUpload({ imageUrls: chunk }, cancel.deadline);
      const byUrl = new Map(items.map((item) => [item.url, item]));
      outcomes = chunk.map((url) => {
        const item = byUrl.get(url);
        if (item?.platformUrl) {
          platformUrls.set(url, item.platformUrl);
          return entry(url, "uploaded", item.platformUrl);
        }
        log.warning(
          `Image ${url} was not uploaded (${item?.error ?? "no answer for it"}); its draft keeps the original URL.`
        );
        return entry(url, "failed");
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      log.warning(
        `Uploading ${chunk.length} image(s) failed (${error.message}); the drafts keep the original URLs.`
      );
      if (error.uncertain) continue;
      outcomes = chunk.map((url) => entry(url, "failed"));
    }
    await ledger.write({ uploads: outcomes });
  }
  const reused = unique.length - toSend.length - mayExist;
  if (unique.length > 0)
    log.info(
      `Uploaded ${platformUrls.size - reused} of ${toSend.length} distinct image(s) once for all drafts${reused ? `; ${reused} reused from an earlier attempt` : ""}.`
    );
  return platformUrls;
}

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
  const { tokenLogin } = await import("./octokit-5PTW3URR.js");
  return openLedger(octokit, {
    owner: ctx.repo.owner,
    repo: ctx.repo.name,
    sha: ctx.sha,
    tag: config.commentTag,
    login: await tokenLogin(octokit)
  });
}
function defaultImageBaseUrl(ctx) {
  const { owner, name } = ctx.repo;
  const server = ctx.serverUrl.replace(/\/+$/, "");
  return server === "https://github.com" ? `https://raw.githubusercontent.com/${owner}/${name}/${ctx.sha}/` : `${server}/${owner}/${name}/raw/${ctx.sha}/`;
}
async function publishDrafts(sources, deps) {
  const { config, ctx, log, cancel } = deps;
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
  let ledgerDown;
  const notAttempted = (plan) => ({
    path: plan.source.path,
    type: plan.type,
    status: "failed",
    reason: `Not attempted: the draft ledger could not be written (${ledgerDown}), and a draft it cannot record could be created twice. Re-run when GitHub answers again.`
  });
  let platformUrls = /* @__PURE__ */ new Map();
  if (!config.dryRun && !cancel.stop.aborted) {
    try {
      platformUrls = await uploadImages(
        plans.flatMap((p) => p.images),
        deps
      );
    } catch (error) {
      if (!(error instanceof GitHubError)) throw error;
      ledgerDown = error.message;
      log.error(`The draft ledger could not be written: ${error.message}`);
    }
  }
  for (let i = 0; i < plans.length; i += Math.max(1, config.concurrency)) {
    const batch = plans.slice(i, i + Math.max(1, config.concurrency));
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
      for (const plan of batch) results.set(plan.source.path, notAttempted(plan));
      continue;
    }
    if (cancel.stop.aborted) {
      for (const plan of batch) results.set(plan.source.path, cancelledResult(plan, cancel));
      continue;
    }
    const done = await draftBatch(batch, platformUrls, deps);
    for (const result of done.results) results.set(result.path, result);
    ledgerDown = done.ledgerDown;
  }
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
    drafts: true
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

export const id = 928;
export const ids = [928,634];
export const modules = {

/***/ 78928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertDraftCredentials: () => (/* binding */ assertDraftCredentials),
  defaultImageBaseUrl: () => (/* binding */ defaultImageBaseUrl),
  openRunLedger: () => (/* binding */ openRunLedger),
  plainText: () => (/* binding */ plainText),
  publishDrafts: () => (/* binding */ publishDrafts)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/github/octokit.ts + 1 modules
var github_octokit = __webpack_require__(79634);
;// CONCATENATED MODULE: ./src/github/draft-ledger.ts



function ledgerMarker(tag) {
    return `<!-- md-platform:ledger:${tag.replace(/[^A-Za-z0-9._-]/g, '_')} -->`;
}
const DATA_OPEN = '<!-- md-platform:ledger-data ';
const DATA_CLOSE = ' -->';
const TABLE_ROWS = 50;
/** For `ledger: off`: remembers within this run only, so a re-run may draft again. */
function memoryLedger() {
    const entries = [];
    return {
        entries: () => [...entries],
        find: (path, hash) => entries.find((e) => e.path === path && e.contentHash === hash),
        record: async (entry) => {
            entries.push(entry);
        },
        ensureWritable: async () => { },
    };
}
/**
 * The ledger lives on GitHub, as one commit comment on the pushed commit, so it
 * survives runners and re-runs. The entries are base64 JSON inside an HTML comment
 * (a file name cannot break out of it); a short table makes it readable.
 */
async function openLedger(octokit, target) {
    const marker = ledgerMarker(target.tag);
    const where = { owner: target.owner, repo: target.repo };
    let commentId;
    let entries = [];
    try {
        for await (const page of octokit.paginate.iterator(octokit.rest.repos.listCommentsForCommit, {
            ...where,
            commit_sha: target.sha,
            per_page: 100,
        })) {
            const own = page.data.find((c) => c.user?.login.toLowerCase() === target.login.toLowerCase() &&
                (c.body ?? '').includes(marker));
            if (own) {
                commentId = own.id;
                entries = parseEntries(own.body ?? '');
                break;
            }
        }
    }
    catch (error) {
        throw (0,github_octokit.toGitHubError)(error, `read the draft ledger of commit ${target.sha.slice(0, 7)}`, 'ledger_unreadable');
    }
    let writes = Promise.resolve();
    const write = async () => {
        const body = renderLedger(marker, entries);
        try {
            if (commentId === undefined) {
                const { data } = await octokit.rest.repos.createCommitComment({
                    ...where,
                    commit_sha: target.sha,
                    body,
                });
                commentId = data.id;
            }
            else {
                await octokit.rest.repos.updateCommitComment({ ...where, comment_id: commentId, body });
            }
        }
        catch (error) {
            if ((0,github_octokit.statusOf)(error) === 403 || (0,github_octokit.statusOf)(error) === 404) {
                throw new errors/* GitHubError */.y_('ledger_forbidden', 'The draft ledger (a commit comment recording which files were drafted) cannot be written: the token lacks write access. Add `permissions: contents: write` to the job, or set `ledger: off` to accept that a re-run may create duplicate drafts.', (0,github_octokit.statusOf)(error), { cause: error });
            }
            throw (0,github_octokit.toGitHubError)(error, 'write the draft ledger', 'ledger_write_failed');
        }
    };
    return {
        entries: () => [...entries],
        find: (path, hash) => entries.find((e) => e.path === path && e.contentHash === hash),
        record(entry) {
            entries = [
                ...entries.filter((e) => !(e.path === entry.path && e.contentHash === entry.contentHash)),
                entry,
            ];
            // Writes are serialized: each one carries every entry so far.
            writes = writes.then(write);
            return writes;
        },
        ensureWritable() {
            writes = writes.then(write);
            return writes;
        },
    };
}
function parseEntries(body) {
    const start = body.indexOf(DATA_OPEN);
    if (start === -1)
        return [];
    const end = body.indexOf(DATA_CLOSE, start + DATA_OPEN.length);
    try {
        const json = Buffer.from(body.slice(start + DATA_OPEN.length, end), 'base64').toString('utf8');
        const data = JSON.parse(json);
        return Array.isArray(data.entries)
            ? data.entries.filter((e) => typeof e?.path === 'string' && typeof e.contentHash === 'string')
            : [];
    }
    catch {
        return [];
    }
}
function renderLedger(marker, entries) {
    const rows = entries
        .slice(0, TABLE_ROWS)
        .map((e) => `| ${(0,report_escape/* escapeMarkdownInline */.E4)(e.path)} | ${e.type} | ${e.status === 'uncertain' ? 'uncertain: check the draft box' : (0,report_escape/* escapeMarkdownInline */.E4)(e.draftId ?? e.mediaId ?? '')} |`);
    const more = entries.length > TABLE_ROWS
        ? [`\n…and ${entries.length - TABLE_ROWS} more (all are in the data below).`]
        : [];
    const data = Buffer.from(JSON.stringify({ version: 1, entries })).toString('base64');
    return [
        marker,
        `**md-platform drafts for this commit** (${entries.length}). The action keeps this record so that a re-run never drafts a file twice; do not edit it.`,
        '',
        '| file | type | draft |',
        '|---|---|---|',
        ...rows,
        ...more,
        '',
        `${DATA_OPEN}${data}${DATA_CLOSE}`,
    ].join('\n');
}

// EXTERNAL MODULE: ./src/markdown/images.ts
var markdown_images = __webpack_require__(76219);
// EXTERNAL MODULE: ./src/platform.ts
var platform = __webpack_require__(23728);
// EXTERNAL MODULE: ./src/process-document.ts
var process_document = __webpack_require__(87666);
;// CONCATENATED MODULE: ./src/drafts.ts







const UPLOAD_CHUNK = 20;
const SECRET_INPUTS = [
    ['api-key', 'apiKey', 'MD_PLATFORM_API_KEY'],
    ['app-id', 'appId', 'PLATFORM_APP_ID'],
    ['app-secret', 'appSecret', 'PLATFORM_APP_SECRET'],
];
/** Drafting needs all three credentials; say which are missing before anything is called. */
function assertDraftCredentials(config) {
    const missing = SECRET_INPUTS.filter(([, field]) => !config[field]);
    if (missing.length > 0) {
        throw new errors/* InputError */.dz(missing[0][0], `Drafts need ${missing.map(([name]) => `\`${name}\``).join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} empty. Store ${missing.length === 1 ? 'it' : 'them'} as repository secrets and pass ${missing.length === 1 ? 'it' : 'them'} to the step:\n${missing.map(([name, , secret]) => `  ${name}: \${{ secrets.${secret} }}`).join('\n')}`);
    }
    if (!config.apiUrl) {
        throw new errors/* InputError */.dz('api-url', 'Drafts need `api-url`, the base URL of the service that creates them.');
    }
}
/** The ledger for this run: on GitHub unless `ledger: off`; proven writable before any draft. */
async function openRunLedger(config, ctx, octokit, log) {
    if (config.ledger === 'off') {
        log.warning('ledger: off — nothing records which files were drafted, so re-running this job can create duplicate drafts.');
        return memoryLedger();
    }
    if (!octokit) {
        throw new errors/* InputError */.dz('github-token', 'Drafts record what they created in a ledger on the commit, which needs `github-token` (the default `${{ github.token }}` works with `permissions: contents: write`). Or set `ledger: off`.');
    }
    const { tokenLogin } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 79634));
    const ledger = await openLedger(octokit, {
        owner: ctx.repo.owner,
        repo: ctx.repo.name,
        sha: ctx.sha,
        tag: config.commentTag,
        login: await tokenLogin(octokit),
    });
    if (!config.dryRun)
        await ledger.ensureWritable();
    return ledger;
}
function defaultImageBaseUrl(ctx) {
    const { owner, name } = ctx.repo;
    const server = ctx.serverUrl.replace(/\/+$/, '');
    return server === 'https://github.com'
        ? `https://raw.githubusercontent.com/${owner}/${name}/${ctx.sha}/`
        : `${server}/${owner}/${name}/raw/${ctx.sha}/`;
}
/**
 * One draft per document: plan every draft first (so every per-file problem is known
 * before any call), upload each distinct image once, then create the drafts one by one,
 * recording each in the ledger before the next: a run that dies half-way leaves a ledger
 * that says exactly what exists.
 */
async function publishDrafts(sources, deps) {
    const { config, ctx, log } = deps;
    const imageBaseUrl = config.imageBaseUrl ?? defaultImageBaseUrl(ctx);
    const results = [];
    const plans = [];
    let relativeImages = false;
    for (const source of sources) {
        const type = source.frontMatter.type ?? config.draftType;
        if (source.frontMatter.publish === false) {
            results.push({
                path: source.path,
                type,
                status: 'skipped',
                reason: 'publish: false in the front matter.',
            });
            continue;
        }
        const recorded = deps.ledger.find(source.path, source.contentHash);
        if (recorded) {
            results.push({
                path: source.path,
                type: recorded.type,
                status: recorded.status === 'uncertain' ? 'uncertain' : 'already-drafted',
                draftId: recorded.draftId,
                mediaId: recorded.mediaId,
                reason: recorded.status === 'uncertain'
                    ? 'An earlier run may have created this draft (its call timed out); check the draft box.'
                    : 'Already drafted from this exact file at this commit.',
            });
            continue;
        }
        const planned = await planDraft(source, type, { config, imageBaseUrl });
        if ('error' in planned) {
            results.push({ path: source.path, type, status: 'failed', reason: planned.error });
            continue;
        }
        relativeImages ||= planned.relative;
        plans.push(planned.plan);
    }
    if (relativeImages && ctx.repo.private && !config.imageBaseUrl) {
        log.warning('This repository is private: the service cannot fetch images from its raw URLs, so relative images will be missing from the drafts. Set `image-base-url` to a public host that serves the same files.');
    }
    const platformUrls = config.dryRun ? new Map() : await uploadImages(plans, deps);
    // Set when the ledger cannot be written: drafting on without a record would let a
    // re-run create the same drafts again, so the remaining documents are not attempted.
    let ledgerDown;
    const record = async (entry) => {
        try {
            await deps.ledger.record(entry);
            return true;
        }
        catch (error) {
            if (!(error instanceof errors/* GitHubError */.y_))
                throw error;
            ledgerDown = error.message;
            log.error(`${entry.path} was drafted${entry.draftId ? ` (${entry.draftId})` : ''} but the ledger could not record it (${error.message}). A re-run would draft it again: check the draft box first. No further drafts are attempted in this run.`);
            return false;
        }
    };
    for (const plan of plans) {
        const path = plan.source.path;
        if (ledgerDown) {
            results.push({
                path,
                type: plan.type,
                status: 'failed',
                reason: `Not attempted: the draft ledger could not be written (${ledgerDown}), and a draft it cannot record could be created twice. Re-run when GitHub answers again.`,
            });
            continue;
        }
        if (config.dryRun) {
            results.push({
                path,
                type: plan.type,
                status: 'dry-run',
                reason: `Would create a ${plan.type} draft with ${plan.images.length} image(s).`,
            });
            continue;
        }
        const swap = (url) => platformUrls.get(url) ?? url;
        try {
            const created = plan.type === 'article'
                ? await deps.client.articleDraft({
                    ...plan.article,
                    markdown: (0,markdown_images/* rewriteImages */.jX)(plan.article.markdown, (src) => platformUrls.get(src)),
                    coverImageUrl: plan.article.coverImageUrl
                        ? swap(plan.article.coverImageUrl)
                        : undefined,
                })
                : await deps.client.newspicDraft({
                    ...plan.newspic,
                    imageUrls: plan.newspic.imageUrls.map(swap),
                });
            const recorded = await record({
                path,
                contentHash: plan.source.contentHash,
                type: plan.type,
                draftId: created.draftId,
                mediaId: created.mediaId,
                status: 'created',
                at: new Date().toISOString(),
            });
            if (recorded) {
                log.info(`Drafted ${path} (${plan.type}): ${created.draftId ?? created.mediaId ?? 'created'}`);
            }
            results.push({
                path,
                type: plan.type,
                status: 'created',
                draftId: created.draftId,
                mediaId: created.mediaId,
                reason: recorded
                    ? undefined
                    : 'Created, but not recorded in the ledger: a re-run would draft this file again.',
            });
        }
        catch (error) {
            if (error instanceof errors/* ServiceError */._7 && error.uncertain) {
                await record({
                    path,
                    contentHash: plan.source.contentHash,
                    type: plan.type,
                    status: 'uncertain',
                    at: new Date().toISOString(),
                });
                results.push({
                    path,
                    type: plan.type,
                    status: 'uncertain',
                    reason: 'The draft call timed out after it was sent: it may have been created; check the draft box.',
                });
                continue;
            }
            if (error instanceof errors/* ServiceError */._7 || error instanceof errors/* DocumentError */.Mi) {
                results.push({ path, type: plan.type, status: 'failed', reason: (0,errors/* errorMessage */.gJ)(error) });
                continue;
            }
            throw error;
        }
    }
    return results;
}
async function uploadImages(plans, { client, log }) {
    const unique = [...new Set(plans.flatMap((p) => p.images))].filter((url) => !(0,platform/* isOnPlatformImageHost */.y)(url));
    const platformUrls = new Map();
    for (let i = 0; i < unique.length; i += UPLOAD_CHUNK) {
        const chunk = unique.slice(i, i + UPLOAD_CHUNK);
        try {
            const { items } = await client.batchUpload({ imageUrls: chunk });
            for (const item of items) {
                if (item.platformUrl)
                    platformUrls.set(item.url, item.platformUrl);
                else if (item.error)
                    log.warning(`Image ${item.url} was not uploaded (${item.error}); its draft keeps the original URL.`);
            }
        }
        catch (error) {
            if (error instanceof errors/* ServiceError */._7) {
                log.warning(`Uploading ${chunk.length} image(s) failed (${error.message}); the drafts keep the original URLs.`);
                continue;
            }
            throw error;
        }
    }
    if (unique.length > 0)
        log.info(`Uploaded ${platformUrls.size} of ${unique.length} distinct image(s) once for all drafts.`);
    return platformUrls;
}
async function planDraft(source, type, { config, imageBaseUrl }) {
    const fm = source.frontMatter;
    const problems = [];
    const lengthCheck = (field, value, max) => {
        if (value !== undefined && [...value].length > max) {
            problems.push(`${field} is ${[...value].length} characters; the platform accepts at most ${max}.`);
        }
    };
    const title = fm.title ?? (0,process_document/* firstHeading */.P7)(source.body) ?? (0,external_node_path_.basename)(source.path, (0,external_node_path_.extname)(source.path));
    lengthCheck('title', title, platform/* PLATFORM */.i.titleMax);
    lengthCheck('author', fm.author, platform/* PLATFORM */.i.authorMax);
    lengthCheck('digest', fm.digest, platform/* PLATFORM */.i.digestMax);
    let relative = false;
    const resolveOne = async (src, line) => {
        const where = line ? ` (line ${line + source.bodyLineOffset})` : '';
        const ext = (0,external_node_path_.extname)(src.split(/[?#]/)[0]).toLowerCase();
        if (platform/* PLATFORM */.i.rejectedImageExtensions.includes(ext)) {
            problems.push(`Image ${src}${where} is ${ext.slice(1).toUpperCase()}, which the platform rejects; use JPEG, PNG or GIF.`);
            return undefined;
        }
        const local = (0,markdown_images/* repositoryPath */.SH)(src, source.path);
        if (local !== undefined) {
            relative = true;
            const size = (await (0,promises_.stat)((0,external_node_path_.resolve)(config.workspace, local)).catch(() => undefined))?.size;
            if (size !== undefined && size > platform/* PLATFORM */.i.imageMaxBytes) {
                problems.push(`Image ${src}${where} is ${(size / 1024 / 1024).toFixed(1)} MiB; the platform accepts at most ${platform/* PLATFORM */.i.imageMaxBytes / 1024 / 1024} MiB.`);
                return undefined;
            }
        }
        const resolved = (0,markdown_images/* resolveImageUrl */.ZC)(src, { documentPath: source.path, imageBaseUrl });
        if ('error' in resolved) {
            problems.push(`${resolved.error}${where}`);
            return undefined;
        }
        return resolved.url;
    };
    const refs = (0,markdown_images/* findImages */.Mz)(source.body);
    const urlOf = new Map();
    for (const ref of refs) {
        const url = await resolveOne(ref.src, ref.line);
        if (url)
            urlOf.set(ref.src, url);
    }
    const cover = fm.cover ? await resolveOne(fm.cover) : undefined;
    let plan;
    if (type === 'article') {
        const markdown = (0,markdown_images/* rewriteImages */.jX)(source.body, (src) => urlOf.get(src));
        const coverImageUrl = cover ?? urlOf.get(refs[0]?.src ?? '');
        plan = {
            source,
            type,
            images: [...new Set([...urlOf.values(), ...(coverImageUrl ? [coverImageUrl] : [])])],
            article: {
                markdown,
                theme: fm.theme ?? config.convert.theme,
                fontSize: fm.fontSize ?? config.convert.fontSize,
                convertVersion: fm.convertVersion ?? config.convert.convertVersion,
                coverImageUrl,
            },
        };
    }
    else {
        const listed = fm.images
            ? await Promise.all(fm.images.map((src) => resolveOne(src)))
            : [...urlOf.values()];
        const imageUrls = [...new Set(listed.filter((u) => !!u))];
        if (imageUrls.length === 0)
            problems.push('A newspic draft needs at least one image (front matter `images:` or images in the text).');
        if (imageUrls.length > platform/* PLATFORM */.i.newspicImagesMax) {
            problems.push(`A newspic draft takes at most ${platform/* PLATFORM */.i.newspicImagesMax} images; this one has ${imageUrls.length}.`);
        }
        plan = {
            source,
            type,
            images: imageUrls,
            newspic: { title, content: plainText(source.body), imageUrls },
        };
    }
    if (problems.length > 0)
        return { error: problems.join(' ') };
    return { plan, relative };
}
/** The newspic `content`: the text a reader sees, without Markdown syntax, within the platform's limit. */
function plainText(body) {
    const text = body
        .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm, ' ')
        .replace(/^:::[\s\S]*?^:::[ \t]*$/gm, ' ')
        .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
        .replace(/(\*\*|__|\*|_|~~|`)/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const chars = [...text];
    return chars.length <= platform/* PLATFORM */.i.newspicContentMax
        ? text
        : `${chars.slice(0, platform/* PLATFORM */.i.newspicContentMax - 1).join('')}…`;
}


/***/ }),

/***/ 79634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ACTIONS_BOT_LOGIN: () => (/* binding */ ACTIONS_BOT_LOGIN),
  createOctokit: () => (/* binding */ createOctokit),
  statusOf: () => (/* reexport */ github_error/* statusOf */.c2),
  toGitHubError: () => (/* reexport */ github_error/* toGitHubError */.Lg),
  tokenLogin: () => (/* binding */ tokenLogin)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;


// EXTERNAL MODULE: ./src/github/describe-error.ts
var describe_error = __webpack_require__(50029);
// EXTERNAL MODULE: ./src/github/github-error.ts
var github_error = __webpack_require__(36419);
;// CONCATENATED MODULE: ./src/github/octokit.ts
/**
 * The one GitHub client of a run. Retries and rate-limit waits are bounded so a
 * flaky API slows a run down by seconds, never hangs it, and a POST that may have
 * been applied is never sent twice behind the caller's back.
 */





/** The login comments are posted under when `GET /user` is closed to the token. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
// plugin-throttling paces writes with Bottleneck groups that live in module state and
// wait 1-3 s between writes across every client of the process. A run writes a handful
// of times, so we pace nothing up front and rely on the secondary-limit retry instead.
const passThroughGroup = {
    key: () => ({
        schedule: (_options, task, ...args) => task(...args),
    }),
    // Only `key().schedule()` is called on a group; the rest of Bottleneck's API is unused.
};
function createOctokit(token, options) {
    const retries = options.retries ?? 3;
    const unit = options.waitUnitMs ?? 1000;
    const maxRetryAfter = options.maxRetryAfter ?? 60;
    const log = options.log;
    const onLimit = (kind) => (retryAfter, request, _o, count) => {
        const what = `${request.method} ${request.url}`;
        if (count < retries && retryAfter <= maxRetryAfter) {
            log?.warning(`GitHub ${kind} on ${what}: retrying after ${retryAfter}s.`);
            return true;
        }
        // The caller reports the failure (rate limit named, reset time given) once.
        log?.debug(`GitHub ${kind} on ${what}: giving up (asked to wait ${retryAfter}s).`);
        return false;
    };
    // A POST that got a 5xx or lost its connection may still have been applied; only the
    // caller knows how to check (find-then-create), so those are not retried here.
    const noBlindPostRetry = (octokit) => {
        octokit.hook.before('request', (request) => {
            if (request.method === 'POST' && request.request?.retries === undefined) {
                request.request = { ...request.request, retries: 0 };
            }
        });
    };
    return (0,github/* getOctokit */.Q)(token, {
        baseUrl: options.baseUrl.replace(/\/+$/, ''),
        log: {
            debug: (message) => log?.debug(message),
            info: (message) => log?.debug(message),
            warn: (message) => log?.debug(message),
            error: (message) => log?.debug(message),
        },
        retry: {
            retries,
            retryAfterBaseValue: unit,
            // Rate limits (403/429) belong to the throttling plugin; retrying them here too
            // would multiply the attempts.
            doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
        },
        throttle: {
            retryAfterBaseValue: unit,
            fallbackSecondaryRateRetryAfter: 60,
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
            // `global` and `auth` are read by the plugin although its option types omit them.
            ...{ global: passThroughGroup, auth: passThroughGroup },
            search: passThroughGroup,
            write: passThroughGroup,
            notifications: passThroughGroup,
        },
    }, dist_bundle/* retry */.L, throttling, noBlindPostRetry, (0,github_error/* redactRequestErrors */.Gv)(options.redact ?? ((text) => text)));
}
/**
 * The login of the token's user: comments are matched by author. An installation
 * token (GITHUB_TOKEN) may not call `GET /user` and answers 403; it posts as
 * github-actions[bot].
 */
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch (error) {
        const status = (0,github_error/* statusOf */.c2)(error);
        if (status === 403 && !(0,describe_error/* rateLimitOf */.tX)(error))
            return ACTIONS_BOT_LOGIN;
        throw (0,github_error/* toGitHubError */.Lg)(error, 'identify the token user (GET /user)');
    }
}



/***/ }),

/***/ 23728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ PLATFORM),
/* harmony export */   y: () => (/* binding */ isOnPlatformImageHost)
/* harmony export */ });
/**
 * Facts about the messaging platform that several modules rely on, in one place.
 * Hosts are the platform's own: links to its articles stay links in the renderer,
 * and images already on its image host need no upload.
 */
const PLATFORM = {
    articleHosts: ['mp.weixin.qq.com'],
    imageHosts: ['mmbiz.qpic.cn', 'mmbiz.qlogo.cn'],
    /** Draft field lengths the platform enforces, in characters. */
    titleMax: 32,
    authorMax: 16,
    digestMax: 128,
    /** Newspic (picture-and-text) plain-text content and image count. */
    newspicContentMax: 1000,
    newspicImagesMax: 20,
    /** Image formats and size the platform accepts for draft images. */
    imageExtensions: ['.jpg', '.jpeg', '.png', '.gif', '.bmp'],
    rejectedImageExtensions: ['.webp', '.svg', '.svgz', '.avif', '.heic', '.tiff', '.tif'],
    imageMaxBytes: 10 * 1024 * 1024,
};
/** True for an image already on the platform's own host: it needs no upload. */
function isOnPlatformImageHost(url) {
    try {
        return PLATFORM.imageHosts.includes(new URL(url).hostname);
    }
    catch {
        return false;
    }
}


/***/ })

};

export const id = 740;
export const ids = [740,634];
export const modules = {

/***/ 74740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertDraftCredentials: () => (/* binding */ assertDraftCredentials),
  defaultImageBaseUrl: () => (/* binding */ defaultImageBaseUrl),
  memoryLedger: () => (/* reexport */ memoryLedger),
  openRunLedger: () => (/* binding */ openRunLedger),
  publishDrafts: () => (/* binding */ publishDrafts)
});

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(33581);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/markdown/images.ts
var markdown_images = __webpack_require__(76219);
;// CONCATENATED MODULE: ./src/draft-batch.ts


const NOT_SENT_CANCELLED = (signal) => `Not drafted: the run was cancelled (${signal ?? 'signal'}) before this draft was sent. A re-run drafts it.`;
/** One batch: intents written, requests sent together, outcomes written. */
async function draftBatch(batch, platformUrls, deps) {
    const { ledger, log, cancel, attempt } = deps;
    const entry = (plan, status, ids = {}) => ({
        path: plan.source.path,
        contentHash: plan.source.contentHash,
        type: plan.type,
        ...ids,
        status,
        attempt,
        at: new Date().toISOString(),
    });
    const intents = batch.map((plan) => entry(plan, 'intent'));
    try {
        await ledger.write({ drafts: intents });
    }
    catch (error) {
        if (!(error instanceof errors/* GitHubError */.y_))
            throw error;
        log.error(`The draft ledger could not be written: ${error.message}`);
        const reason = `Not attempted: the draft ledger could not be written (${error.message}), and a draft it cannot record could be created twice. Re-run when GitHub answers again.`;
        return {
            results: batch.map((plan) => ({
                path: plan.source.path,
                type: plan.type,
                status: 'failed',
                reason,
            })),
            ledgerDown: error.message,
        };
    }
    if (cancel.stop.aborted) {
        // Cancelled while the intents were being written: nothing was sent, so say so in the ledger.
        await ledger.write({ withdraw: intents }).catch((error) => {
            if (!(error instanceof errors/* GitHubError */.y_))
                throw error;
            log.warning(`The ledger still names ${batch.length} file(s) as being drafted although the run stopped before sending them (${error.message}); a re-run will report them as uncertain.`);
        });
        return { results: batch.map((plan) => cancelledResult(plan, cancel)) };
    }
    const outcomes = await Promise.all(batch.map((plan) => sendDraft(plan, platformUrls, deps)));
    const recorded = [];
    const withdraw = [];
    batch.forEach((plan, index) => {
        const outcome = outcomes[index];
        if (outcome.status === 'created')
            recorded.push(entry(plan, 'created', { draftId: outcome.draftId, mediaId: outcome.mediaId }));
        else if (outcome.status === 'uncertain')
            recorded.push(entry(plan, 'uncertain'));
        else
            withdraw.push(intents[index]);
    });
    try {
        await ledger.write({ drafts: recorded, withdraw });
    }
    catch (error) {
        if (!(error instanceof errors/* GitHubError */.y_))
            throw error;
        for (const result of outcomes) {
            if (result.status !== 'created')
                continue;
            log.error(`${result.path} was drafted${result.draftId ? ` (${result.draftId})` : ''} but the ledger could not record it (${error.message}). It stays recorded as being drafted, so a re-run names it as uncertain instead of drafting it again. No further drafts are attempted in this run.`);
            result.reason =
                'Created, but not recorded in the ledger: a re-run will report it as uncertain, not draft it again.';
        }
        return { results: outcomes, ledgerDown: error.message };
    }
    for (const result of outcomes) {
        if (result.status === 'created')
            log.info(`Drafted ${result.path} (${result.type}): ${result.draftId ?? result.mediaId ?? 'created'}`);
    }
    return { results: outcomes };
}
/** Sends one draft; never throws for the service's answer, which becomes the result. */
async function sendDraft(plan, platformUrls, { client, cancel }) {
    const path = plan.source.path;
    const swap = (url) => platformUrls.get(url) ?? url;
    try {
        const created = plan.type === 'article'
            ? await client.articleDraft({
                ...plan.article,
                markdown: (0,markdown_images/* rewriteImages */.jX)(plan.article.markdown, (src) => platformUrls.get(src)),
                coverImageUrl: plan.article.coverImageUrl
                    ? swap(plan.article.coverImageUrl)
                    : undefined,
            }, cancel.deadline)
            : await client.newspicDraft({ ...plan.newspic, imageUrls: plan.newspic.imageUrls.map(swap) }, cancel.deadline);
        return {
            path,
            type: plan.type,
            status: 'created',
            draftId: created.draftId,
            mediaId: created.mediaId,
        };
    }
    catch (error) {
        if (error instanceof errors/* ServiceError */._7 && error.uncertain) {
            const cut = cancel.deadline.aborted
                ? `The run was cancelled (${cancel.signalName()}) and the draft call got no answer within the grace period: it may have been created; check the draft box.`
                : uncertainReason(error);
            return {
                path,
                type: plan.type,
                status: 'uncertain',
                reason: `${cut} If the draft box does not have it, name it in \`redraft\` to draft it.`,
            };
        }
        if (error instanceof errors/* ServiceError */._7 || error instanceof errors/* DocumentError */.Mi) {
            return { path, type: plan.type, status: 'failed', reason: (0,errors/* errorMessage */.gJ)(error) };
        }
        throw error;
    }
}
function cancelledResult(plan, cancel) {
    return {
        path: plan.source.path,
        type: plan.type,
        status: 'cancelled',
        reason: NOT_SENT_CANCELLED(cancel.signalName()),
    };
}
/** Why a draft call may or may not have created its draft, as precisely as the failure says. */
function uncertainReason(error) {
    const check = 'check the draft box before running again.';
    if (error.status !== undefined && error.status >= 500) {
        return `The service answered ${error.status} after the request was sent; the draft may exist: ${check}`;
    }
    if (error.code === 'timeout') {
        return `The draft call timed out after the request was sent; the draft may exist: ${check}`;
    }
    if (error.code === 'connection_lost') {
        return `The connection dropped after the request was sent; the draft may exist: ${check}`;
    }
    const answered = error.status === undefined ? '' : ` (HTTP ${error.status})`;
    return `The service's answer${answered} to the draft call could not be used; the draft may exist: ${check}`;
}

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
    const state = emptyState();
    return {
        entries: () => [...state.entries],
        find: (path, hash) => findEntry(state.entries, path, hash),
        uploads: () => [...state.uploads],
        write: async (change) => applyChange(state, change),
    };
}
function emptyState() {
    return { entries: [], uploads: [] };
}
const sameDoc = (a, b) => a.path === b.path && a.contentHash === b.contentHash;
function findEntry(entries, path, contentHash) {
    return entries.find((e) => sameDoc(e, { path, contentHash }));
}
function applyChange(state, change) {
    const replaced = [...(change.drafts ?? []), ...(change.withdraw ?? [])];
    state.entries = [
        ...state.entries.filter((e) => !replaced.some((r) => sameDoc(e, r))),
        ...(change.drafts ?? []),
    ];
    const urls = new Set((change.uploads ?? []).map((u) => u.url));
    state.uploads = [...state.uploads.filter((u) => !urls.has(u.url)), ...(change.uploads ?? [])];
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
    const state = emptyState();
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
                Object.assign(state, parseState(own.body ?? ''));
                break;
            }
        }
    }
    catch (error) {
        throw (0,github_octokit.toGitHubError)(error, `read the draft ledger of commit ${target.sha.slice(0, 7)}`, 'ledger_unreadable');
    }
    let writes = Promise.resolve();
    const write = async () => {
        const body = renderLedger(marker, state);
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
        entries: () => [...state.entries],
        find: (path, hash) => findEntry(state.entries, path, hash),
        uploads: () => [...state.uploads],
        write(change) {
            applyChange(state, change);
            // Serialized, and each write carries the whole ledger: the last one wins whole.
            writes = writes.catch(() => { }).then(write);
            return writes;
        },
    };
}
function parseState(body) {
    const start = body.indexOf(DATA_OPEN);
    if (start === -1)
        return emptyState();
    const end = body.indexOf(DATA_CLOSE, start + DATA_OPEN.length);
    try {
        const json = Buffer.from(body.slice(start + DATA_OPEN.length, end), 'base64').toString('utf8');
        const data = JSON.parse(json);
        return {
            entries: Array.isArray(data.entries)
                ? data.entries.filter((e) => typeof e?.path === 'string' && typeof e.contentHash === 'string')
                : [],
            uploads: Array.isArray(data.uploads)
                ? data.uploads.filter((u) => typeof u?.url === 'string')
                : [],
        };
    }
    catch {
        return emptyState();
    }
}
const SHOWN_STATUS = {
    intent: 'being drafted (if this stays, the run died: check the draft box)',
    created: '',
    uncertain: 'uncertain: check the draft box',
};
function renderLedger(marker, { entries, uploads }) {
    const rows = entries
        .slice(0, TABLE_ROWS)
        .map((e) => `| ${(0,report_escape/* escapeMarkdownInline */.E4)(e.path)} | ${e.type} | ${SHOWN_STATUS[e.status] || (0,report_escape/* escapeMarkdownInline */.E4)(e.draftId ?? e.mediaId ?? '')} |`);
    const more = entries.length > TABLE_ROWS
        ? [`\n…and ${entries.length - TABLE_ROWS} more (all are in the data below).`]
        : [];
    const data = Buffer.from(JSON.stringify({ version: 2, entries, uploads })).toString('base64');
    return [
        marker,
        `**md-platform drafts for this commit** (${entries.length}). The action keeps this record so that a re-run never drafts a file twice; do not edit it (name a file in the \`redraft\` input to draft it again).`,
        '',
        '| file | type | draft |',
        '|---|---|---|',
        ...rows,
        ...more,
        '',
        `${DATA_OPEN}${data}${DATA_CLOSE}`,
    ].join('\n');
}

// EXTERNAL MODULE: ./src/markdown/reader-text.ts
var reader_text = __webpack_require__(25456);
// EXTERNAL MODULE: ./src/markdown/readiness.ts
var readiness = __webpack_require__(28017);
// EXTERNAL MODULE: ./src/platform.ts
var platform = __webpack_require__(23728);
;// CONCATENATED MODULE: ./src/upload-images.ts


const UPLOAD_CHUNK = 20;
/**
 * Uploads each distinct image once for all drafts and returns original URL → platform URL.
 * Uploads cost quota like drafts, so they follow the ledger's rules: each chunk's intent is
 * written before its request and its outcome after. An image uploaded by an earlier attempt
 * is reused; one whose upload may have happened (an intent with no outcome, or no answer)
 * is not uploaded again: its drafts send the original URL, which the service fetches
 * itself. A ledger that cannot be written throws its GitHubError before any upload.
 */
async function uploadImages(images, deps) {
    const { client, ledger, log, cancel, attempt } = deps;
    const platformUrls = new Map();
    const earlier = new Map(ledger.uploads().map((u) => [u.url, u]));
    const unique = [...new Set(images)].filter((url) => !(0,platform/* isOnPlatformImageHost */.y)(url));
    const toSend = [];
    let mayExist = 0;
    for (const url of unique) {
        const known = earlier.get(url);
        if (known?.status === 'uploaded' && known.platformUrl)
            platformUrls.set(url, known.platformUrl);
        else if (known?.status === 'intent')
            mayExist++;
        else
            toSend.push(url);
    }
    if (mayExist > 0) {
        log.warning(`${mayExist} image upload(s) of an earlier run may have happened without an answer; they are not uploaded again (that could cost quota twice): their drafts send the original image URLs.`);
    }
    for (let i = 0; i < toSend.length && !cancel.stop.aborted; i += UPLOAD_CHUNK) {
        const chunk = toSend.slice(i, i + UPLOAD_CHUNK);
        const entry = (url, status, platformUrl) => ({
            url,
            status,
            attempt,
            ...(platformUrl ? { platformUrl } : {}),
        });
        await ledger.write({ uploads: chunk.map((url) => entry(url, 'intent')) });
        let outcomes;
        try {
            const { items } = await client.batchUpload({ imageUrls: chunk }, cancel.deadline);
            const byUrl = new Map(items.map((item) => [item.url, item]));
            outcomes = chunk.map((url) => {
                const item = byUrl.get(url);
                if (item?.platformUrl) {
                    platformUrls.set(url, item.platformUrl);
                    return entry(url, 'uploaded', item.platformUrl);
                }
                log.warning(`Image ${url} was not uploaded (${item?.error ?? 'no answer for it'}); its draft keeps the original URL.`);
                return entry(url, 'failed');
            });
        }
        catch (error) {
            if (!(error instanceof errors/* ServiceError */._7))
                throw error;
            log.warning(`Uploading ${chunk.length} image(s) failed (${error.message}); the drafts keep the original URLs.`);
            // An upload that may have happened stays an intent, so no re-run repeats it.
            if (error.uncertain)
                continue;
            outcomes = chunk.map((url) => entry(url, 'failed'));
        }
        await ledger.write({ uploads: outcomes });
    }
    const reused = unique.length - toSend.length - mayExist;
    if (unique.length > 0)
        log.info(`Uploaded ${platformUrls.size - reused} of ${toSend.length} distinct image(s) once for all drafts${reused ? `; ${reused} reused from an earlier attempt` : ''}.`);
    return platformUrls;
}

;// CONCATENATED MODULE: ./src/drafts.ts










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
/** The ledger for this run: on GitHub unless `ledger: off`. */
async function openRunLedger(config, ctx, octokit, log) {
    if (config.ledger === 'off') {
        log.warning('ledger: off — nothing records which files were drafted, so re-running this job can create duplicate drafts.');
        return memoryLedger();
    }
    if (!octokit) {
        throw new errors/* InputError */.dz('github-token', 'Drafts record what they created in a ledger on the commit, which needs `github-token` (the default `${{ github.token }}` works with `permissions: contents: write`). Or set `ledger: off`.');
    }
    const { tokenLogin } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 79634));
    // No write here: the first batch of intents, written before any request that costs
    // quota, is what proves the ledger writable (one GitHub call fewer per run).
    return openLedger(octokit, {
        owner: ctx.repo.owner,
        repo: ctx.repo.name,
        sha: ctx.sha,
        tag: config.commentTag,
        login: await tokenLogin(octokit),
    });
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
 * before any call), upload each distinct image once, then create the drafts in batches
 * of `concurrency`. Each batch is a write-ahead step: its intents are written to the
 * ledger before its requests are sent and its outcomes after, so whatever kills the run
 * (even SIGKILL), a re-run never sends a draft that may exist: it names it instead.
 */
async function publishDrafts(sources, deps) {
    const { config, ctx, log, cancel } = deps;
    const imageBaseUrl = config.imageBaseUrl ?? defaultImageBaseUrl(ctx);
    const results = new Map();
    const plans = [];
    const redraft = redraftMatcher(config.redraft);
    let relativeImages = false;
    for (const source of sources) {
        const type = source.frontMatter.type ?? config.draftType;
        if (source.frontMatter.publish === false) {
            results.set(source.path, {
                path: source.path,
                type,
                status: 'skipped',
                reason: 'publish: false in the front matter.',
            });
            continue;
        }
        const recorded = deps.ledger.find(source.path, source.contentHash);
        if (recorded && redraft(source.path)) {
            log.info(`${source.path} is named in \`redraft\`: drafting it again (the ledger says ${recorded.status}).`);
        }
        else if (recorded) {
            results.set(source.path, fromLedger(recorded));
            continue;
        }
        const planned = await planDraft(source, type, { config, imageBaseUrl });
        if ('error' in planned) {
            results.set(source.path, {
                path: source.path,
                type,
                status: 'failed',
                reason: planned.error,
            });
            continue;
        }
        relativeImages ||= planned.relative;
        plans.push(planned.plan);
    }
    if (relativeImages && ctx.repo.private && !config.imageBaseUrl) {
        log.warning('This repository is private: the service cannot fetch images from its raw URLs, so relative images will be missing from the drafts. Set `image-base-url` to a public host that serves the same files.');
    }
    // Set when the ledger cannot be written: drafting on without a record would let a
    // re-run create the same drafts again, so the remaining documents are not attempted.
    let ledgerDown;
    const notAttempted = (plan) => ({
        path: plan.source.path,
        type: plan.type,
        status: 'failed',
        reason: `Not attempted: the draft ledger could not be written (${ledgerDown}), and a draft it cannot record could be created twice. Re-run when GitHub answers again.`,
    });
    let platformUrls = new Map();
    if (!config.dryRun && !cancel.stop.aborted) {
        try {
            platformUrls = await uploadImages(plans.flatMap((p) => p.images), deps);
        }
        catch (error) {
            if (!(error instanceof errors/* GitHubError */.y_))
                throw error;
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
                    status: 'dry-run',
                    reason: `Would create a ${plan.type} draft with ${plan.images.length} image(s).`,
                });
            continue;
        }
        if (ledgerDown) {
            for (const plan of batch)
                results.set(plan.source.path, notAttempted(plan));
            continue;
        }
        if (cancel.stop.aborted) {
            for (const plan of batch)
                results.set(plan.source.path, cancelledResult(plan, cancel));
            continue;
        }
        const done = await draftBatch(batch, platformUrls, deps);
        for (const result of done.results)
            results.set(result.path, result);
        ledgerDown = done.ledgerDown;
    }
    return sources.flatMap((s) => results.get(s.path) ?? []);
}
/** What an earlier run left in the ledger for this exact file. */
function fromLedger(recorded) {
    const by = recorded.attempt ? ` (run attempt ${recorded.attempt})` : '';
    const base = {
        path: recorded.path,
        type: recorded.type,
        draftId: recorded.draftId,
        mediaId: recorded.mediaId,
    };
    if (recorded.status === 'created')
        return {
            ...base,
            status: 'already-drafted',
            reason: 'Already drafted from this exact file at this commit.',
        };
    return {
        ...base,
        status: 'uncertain',
        reason: recorded.status === 'intent'
            ? `An earlier run${by} stopped after it may have sent this draft: it may have been created. Check the draft box; if it is not there, name this file in the \`redraft\` input to draft it.`
            : `An earlier run${by} got no answer to this draft call: it may have been created. Check the draft box; if it is not there, name this file in the \`redraft\` input to draft it.`,
    };
}
/** `redraft` globs: files a person checked in the draft box and wants drafted again. */
function redraftMatcher(globs) {
    const patterns = globs.map((glob) => new esm/* Minimatch */.VR(glob, { dot: true }));
    return (path) => patterns.some((p) => p.match(path));
}
async function planDraft(source, type, { config, imageBaseUrl }) {
    const fm = source.frontMatter;
    // The same rules the pre-check applied to the pull request, so the merge finds nothing new.
    const { findings } = await (0,readiness/* checkReadiness */.L)(source, {
        workspace: config.workspace,
        draftType: type,
        drafts: true,
    });
    const problems = findings.filter((f) => f.severity === 'error');
    if (problems.length > 0) {
        return {
            error: problems.map((f) => (f.line ? `${f.message} (line ${f.line})` : f.message)).join(' '),
        };
    }
    const title = (0,reader_text/* draftTitle */.SZ)(source.path, fm, source.body);
    let relative = false;
    const resolveOne = (src) => {
        relative ||= (0,markdown_images/* repositoryPath */.SH)(src, source.path) !== undefined;
        const resolved = (0,markdown_images/* resolveImageUrl */.ZC)(src, { documentPath: source.path, imageBaseUrl });
        return 'url' in resolved ? resolved.url : undefined;
    };
    const refs = (0,markdown_images/* findImages */.Mz)(source.body);
    const urlOf = new Map();
    for (const ref of refs) {
        const url = resolveOne(ref.src);
        if (url)
            urlOf.set(ref.src, url);
    }
    const cover = fm.cover ? resolveOne(fm.cover) : undefined;
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
        const listed = fm.images ? fm.images.map(resolveOne) : [...urlOf.values()];
        const imageUrls = [...new Set(listed.filter((u) => !!u))];
        plan = {
            source,
            type,
            images: imageUrls,
            newspic: { title, content: (0,reader_text/* plainText */.wh)(source.body, platform/* PLATFORM */.i.newspicContentMax), imageUrls },
        };
    }
    return { plan, relative };
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



/***/ })

};

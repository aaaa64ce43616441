import type { Config } from './config.js';
import { DocumentError, errorMessage, GitHubError, InputError, ServiceError } from './errors.js';
import { type Ledger, type LedgerEntry, memoryLedger, openLedger } from './github/draft-ledger.js';
import type { RunContext } from './github/event.js';
import type { Octokit } from './github/octokit.js';
import type { Log } from './log.js';
import {
  findImages,
  type ImageRef,
  repositoryPath,
  resolveImageUrl,
  rewriteImages,
} from './markdown/images.js';
import { draftTitle, plainText } from './markdown/reader-text.js';
import { checkReadiness } from './markdown/readiness.js';
import { isOnPlatformImageHost, PLATFORM } from './platform.js';
import type { SourceDocument } from './read-document.js';
import type { ServiceClient } from './service/client.js';
import type { DraftResult, DraftType } from './types.js';

const UPLOAD_CHUNK = 20;
const SECRET_INPUTS = [
  ['api-key', 'apiKey', 'MD_PLATFORM_API_KEY'],
  ['app-id', 'appId', 'PLATFORM_APP_ID'],
  ['app-secret', 'appSecret', 'PLATFORM_APP_SECRET'],
] as const;

/** Drafting needs all three credentials; say which are missing before anything is called. */
export function assertDraftCredentials(
  config: Pick<Config, 'apiKey' | 'appId' | 'appSecret' | 'apiUrl'>,
): void {
  const missing = SECRET_INPUTS.filter(([, field]) => !config[field]);
  if (missing.length > 0) {
    throw new InputError(
      missing[0][0],
      `Drafts need ${missing.map(([name]) => `\`${name}\``).join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} empty. Store ${missing.length === 1 ? 'it' : 'them'} as repository secrets and pass ${missing.length === 1 ? 'it' : 'them'} to the step:\n${missing.map(([name, , secret]) => `  ${name}: \${{ secrets.${secret} }}`).join('\n')}`,
    );
  }
  if (!config.apiUrl) {
    throw new InputError(
      'api-url',
      'Drafts need `api-url`, the base URL of the service that creates them.',
    );
  }
}

/** The ledger for this run: on GitHub unless `ledger: off`; proven writable before any draft. */
export async function openRunLedger(
  config: Config,
  ctx: RunContext,
  octokit: Octokit | undefined,
  log: Log,
): Promise<Ledger> {
  if (config.ledger === 'off') {
    log.warning(
      'ledger: off — nothing records which files were drafted, so re-running this job can create duplicate drafts.',
    );
    return memoryLedger();
  }
  if (!octokit) {
    throw new InputError(
      'github-token',
      'Drafts record what they created in a ledger on the commit, which needs `github-token` (the default `${{ github.token }}` works with `permissions: contents: write`). Or set `ledger: off`.',
    );
  }
  const { tokenLogin } = await import('./github/octokit.js');
  const ledger = await openLedger(octokit, {
    owner: ctx.repo.owner,
    repo: ctx.repo.name,
    sha: ctx.sha,
    tag: config.commentTag,
    login: await tokenLogin(octokit),
  });
  if (!config.dryRun) await ledger.ensureWritable();
  return ledger;
}

export function defaultImageBaseUrl(ctx: RunContext): string {
  const { owner, name } = ctx.repo;
  const server = ctx.serverUrl.replace(/\/+$/, '');
  return server === 'https://github.com'
    ? `https://raw.githubusercontent.com/${owner}/${name}/${ctx.sha}/`
    : `${server}/${owner}/${name}/raw/${ctx.sha}/`;
}

interface Plan {
  source: SourceDocument;
  type: DraftType;
  /** Absolute image URLs the draft sends (uploaded first through batch-upload). */
  images: string[];
  article?: {
    markdown: string;
    theme?: string;
    fontSize?: string;
    convertVersion?: string;
    coverImageUrl?: string;
  };
  newspic?: { title: string; content: string; imageUrls: string[] };
}

interface PublishDeps {
  config: Config;
  ctx: RunContext;
  client: ServiceClient;
  ledger: Ledger;
  log: Log;
}

/**
 * One draft per document: plan every draft first (so every per-file problem is known
 * before any call), upload each distinct image once, then create the drafts one by one,
 * recording each in the ledger before the next: a run that dies half-way leaves a ledger
 * that says exactly what exists.
 */
export async function publishDrafts(
  sources: SourceDocument[],
  deps: PublishDeps,
): Promise<DraftResult[]> {
  const { config, ctx, log } = deps;
  const imageBaseUrl = config.imageBaseUrl ?? defaultImageBaseUrl(ctx);
  const results: DraftResult[] = [];
  const plans: Plan[] = [];
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
        reason:
          recorded.status === 'uncertain'
            ? 'An earlier run may have created this draft (its call got no clear answer); check the draft box.'
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
    log.warning(
      'This repository is private: the service cannot fetch images from its raw URLs, so relative images will be missing from the drafts. Set `image-base-url` to a public host that serves the same files.',
    );
  }

  const platformUrls = config.dryRun ? new Map<string, string>() : await uploadImages(plans, deps);

  // Set when the ledger cannot be written: drafting on without a record would let a
  // re-run create the same drafts again, so the remaining documents are not attempted.
  let ledgerDown: string | undefined;
  const record = async (entry: LedgerEntry): Promise<boolean> => {
    try {
      await deps.ledger.record(entry);
      return true;
    } catch (error) {
      if (!(error instanceof GitHubError)) throw error;
      ledgerDown = error.message;
      log.error(
        `${entry.path} was drafted${entry.draftId ? ` (${entry.draftId})` : ''} but the ledger could not record it (${error.message}). A re-run would draft it again: check the draft box first. No further drafts are attempted in this run.`,
      );
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
    const swap = (url: string) => platformUrls.get(url) ?? url;
    try {
      const created =
        plan.type === 'article'
          ? await deps.client.articleDraft({
              ...plan.article!,
              markdown: rewriteImages(plan.article!.markdown, (src) => platformUrls.get(src)),
              coverImageUrl: plan.article!.coverImageUrl
                ? swap(plan.article!.coverImageUrl)
                : undefined,
            })
          : await deps.client.newspicDraft({
              ...plan.newspic!,
              imageUrls: plan.newspic!.imageUrls.map(swap),
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
        log.info(
          `Drafted ${path} (${plan.type}): ${created.draftId ?? created.mediaId ?? 'created'}`,
        );
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
    } catch (error) {
      if (error instanceof ServiceError && error.uncertain) {
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
          reason: uncertainReason(error),
        });
        continue;
      }
      if (error instanceof ServiceError || error instanceof DocumentError) {
        results.push({ path, type: plan.type, status: 'failed', reason: errorMessage(error) });
        continue;
      }
      throw error;
    }
  }
  return results;
}

/** Why a draft call may or may not have created its draft, as precisely as the failure says. */
export function uncertainReason(error: ServiceError): string {
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

async function uploadImages(
  plans: Plan[],
  { client, log }: PublishDeps,
): Promise<Map<string, string>> {
  const unique = [...new Set(plans.flatMap((p) => p.images))].filter(
    (url) => !isOnPlatformImageHost(url),
  );
  const platformUrls = new Map<string, string>();
  for (let i = 0; i < unique.length; i += UPLOAD_CHUNK) {
    const chunk = unique.slice(i, i + UPLOAD_CHUNK);
    try {
      const { items } = await client.batchUpload({ imageUrls: chunk });
      for (const item of items) {
        if (item.platformUrl) platformUrls.set(item.url, item.platformUrl);
        else if (item.error)
          log.warning(
            `Image ${item.url} was not uploaded (${item.error}); its draft keeps the original URL.`,
          );
      }
    } catch (error) {
      if (error instanceof ServiceError) {
        log.warning(
          `Uploading ${chunk.length} image(s) failed (${error.message}); the drafts keep the original URLs.`,
        );
        continue;
      }
      throw error;
    }
  }
  if (unique.length > 0)
    log.info(
      `Uploaded ${platformUrls.size} of ${unique.length} distinct image(s) once for all drafts.`,
    );
  return platformUrls;
}

async function planDraft(
  source: SourceDocument,
  type: DraftType,
  { config, imageBaseUrl }: { config: Config; imageBaseUrl: string },
): Promise<{ plan: Plan; relative: boolean } | { error: string }> {
  const fm = source.frontMatter;
  // The same rules the pre-check applied to the pull request, so the merge finds nothing new.
  const { findings } = await checkReadiness(source, {
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
  const title = draftTitle(source.path, fm, source.body);

  let relative = false;
  const resolveOne = (src: string): string | undefined => {
    relative ||= repositoryPath(src, source.path) !== undefined;
    const resolved = resolveImageUrl(src, { documentPath: source.path, imageBaseUrl });
    return 'url' in resolved ? resolved.url : undefined;
  };

  const refs: ImageRef[] = findImages(source.body);
  const urlOf = new Map<string, string>();
  for (const ref of refs) {
    const url = resolveOne(ref.src);
    if (url) urlOf.set(ref.src, url);
  }
  const cover = fm.cover ? resolveOne(fm.cover) : undefined;

  let plan: Plan;
  if (type === 'article') {
    const markdown = rewriteImages(source.body, (src) => urlOf.get(src));
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
  } else {
    const listed = fm.images ? fm.images.map(resolveOne) : [...urlOf.values()];
    const imageUrls = [...new Set(listed.filter((u): u is string => !!u))];
    plan = {
      source,
      type,
      images: imageUrls,
      newspic: { title, content: plainText(source.body, PLATFORM.newspicContentMax), imageUrls },
    };
  }
  return { plan, relative };
}

import { InputError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import { compileGlobs } from '../core/path-patterns.js';
import { PLATFORM } from '../core/platform.js';
import type { DraftResult, DraftType } from '../core/types.js';
import { type RunContext, rawFilesUrl } from '../github/event.js';
import { type Octokit, tokenLogin } from '../github/octokit.js';
import {
  findImages,
  type ImageRef,
  repositoryPath,
  resolveImageUrl,
  rewriteImages,
} from '../markdown/images.js';
import type { SourceDocument } from '../markdown/read-document.js';
import { draftTitle, plainText } from '../markdown/reader-text.js';
import { checkReadiness } from '../markdown/readiness.js';
import type { Config } from '../settings/config.js';
import type { Plan, PublishDeps } from './batch.js';
import { type Ledger, type LedgerEntry, memoryLedger, openLedger } from './ledger.js';
import { draftInSteps } from './steps.js';

export { memoryLedger };

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

/** The ledger for this run: on GitHub unless `ledger: off`. */
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

export function defaultImageBaseUrl(ctx: RunContext): string {
  return rawFilesUrl(ctx);
}

/**
 * One draft per document: plan every draft first (so every per-file problem is known
 * before any call), then draft in write-ahead steps (`steps.ts`), so whatever kills the
 * run (even SIGKILL), a re-run never sends a draft that may exist: it names it instead.
 */
export async function publishDrafts(
  sources: SourceDocument[],
  deps: PublishDeps,
): Promise<DraftResult[]> {
  const { config, ctx, log } = deps;
  const imageBaseUrl = config.imageBaseUrl ?? defaultImageBaseUrl(ctx);
  const results = new Map<string, DraftResult>();
  const plans: Plan[] = [];
  // `redraft` globs: files a person checked in the draft box and wants drafted again.
  // The `files` input's glob rules; no pattern, no file.
  const redraft = compileGlobs(config.redraft);
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
      log.info(
        `${source.path} is named in \`redraft\`: drafting it again (the ledger says ${recorded.status}).`,
      );
    } else if (recorded) {
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
    log.warning(
      'This repository is private: the service cannot fetch images from its raw URLs, so relative images will be missing from the drafts. Set `image-base-url` to a public host that serves the same files.',
    );
  }

  await draftInSteps(plans, results, deps);
  return sources.flatMap((s) => results.get(s.path) ?? []);
}

/** What an earlier run left in the ledger for this exact file. */
function fromLedger(recorded: LedgerEntry): DraftResult {
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
    reason:
      recorded.status === 'intent'
        ? `An earlier run${by} stopped after it may have sent this draft: it may have been created. Check the draft box; if it is not there, name this file in the \`redraft\` input to draft it.`
        : `An earlier run${by} got no answer to this draft call: it may have been created. Check the draft box; if it is not there, name this file in the \`redraft\` input to draft it.`,
  };
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
    // Only converted documents are drafted: an engine has accepted their theme already.
    engine: config.engine === 'local' ? 'local' : 'remote',
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

import { type Cancellation, GRACE_MS, neverCancelled } from './cancellation.js';
import { mapConcurrent } from './concurrency.js';
import { type Config, serviceConfig } from './config.js';
import type { Engine } from './engine/engine.js';
import { errorMessage, GitHubError, MdPlatformError, ServiceError } from './errors.js';
import { listChangedFiles } from './github/changed-files.js';
import type { RunContext } from './github/event.js';
import type { Octokit } from './github/octokit.js';
import { createProgressLog, type Log } from './log.js';
import { type ResolvedMode, resolveMode } from './mode.js';
import { rendersVariants, writeOutputFiles } from './output-files.js';
import { type ProcessedDocument, processDocument } from './process-document.js';
import type { SourceDocument } from './read-document.js';
import { type OutputFolder, openOutputFolder } from './report/output-folder.js';
import { createPageWriter, writingPages } from './report/page-writer.js';
import { buildReport } from './report/report-json.js';
import { createRedactor, ECHO_WARNING } from './secrets.js';
import type { ServiceClient } from './service/client.js';
import type { DraftResult, FileResult } from './types.js';

export interface PipelineDeps {
  config: Config;
  ctx: RunContext;
  log: Log;
  env: NodeJS.ProcessEnv;
  /** SIGINT/SIGTERM: stop starting work, give in-flight requests a grace period. */
  cancel?: Cancellation;
}

export interface RunOutcome {
  mode: ResolvedMode;
  engine: 'local' | 'remote' | 'none';
  results: FileResult[];
  drafts: DraftResult[];
  artifact?: { id?: number; url?: string; skipped?: string; failed?: boolean };
  commentUrl?: string;
  notices: string[];
  /** Set when the run must fail whatever `fail-on` says (a draft may exist twice, a fatal error). */
  fatal?: string;
  /** The signal that cancelled the run: what was not done yet was skipped. */
  cancelled?: string;
}

/** A run-level failure: reported once, with the message the user needs. */
export class RunError extends MdPlatformError {}

/** Documents whose HTML is kept in memory for the gallery; later ones are linked, not embedded. */
const GALLERY_INLINE_LIMIT = 100;

/** discover -> read -> check -> convert -> report -> publish (comment, artifact, drafts). */
export async function runPipeline({
  config,
  ctx,
  log,
  env,
  cancel = neverCancelled(),
}: PipelineDeps): Promise<RunOutcome> {
  const { mode, notice: modeNotice } = resolveMode(config, ctx);
  const fork = ctx.pullRequest?.isFork === true;
  const notices: string[] = [];
  if (modeNotice) {
    notices.push(modeNotice);
    log.notice(modeNotice);
  }
  log.info(`md-platform: ${mode} mode for ${ctx.eventName} on ${ctx.repo.fullName}`);
  if (fork) {
    const forkNotice =
      'This pull request comes from a fork: GitHub gives it no secrets and a read-only token, so the local engine renders the preview and no PR comment is written. The job summary and the artifact have the results.';
    notices.push(forkNotice);
    log.notice(forkNotice);
  }

  const drafting = mode === 'draft' ? await import('./drafts.js') : undefined;
  drafting?.assertDraftCredentials(config);

  // One redactor for both servers' answers, so an echo is reported once.
  const redact = createRedactor(
    [config.apiKey, config.appId, config.appSecret, config.githubToken],
    { onEcho: () => log.warning(ECHO_WARNING) },
  );
  const octokit: Octokit | undefined = config.githubToken
    ? (await import('./github/octokit.js')).createOctokit(config.githubToken, {
        baseUrl: ctx.apiUrl,
        log,
        redact,
      })
    : undefined;

  log.startGroup('Finding the Markdown files to process');
  const changed = await listChangedFiles(ctx, {
    octokit,
    patterns: config.files,
    changedOnly: config.changedOnly,
    workspace: config.workspace,
  }).finally(() => log.endGroup());
  for (const warning of changed.warnings) log.warning(warning);
  if (changed.note) log.info(changed.note);

  const removed: FileResult[] = changed.files
    .filter((f) => f.status === 'removed')
    .map((f) => ({
      path: f.path,
      status: 'removed',
      findings: [],
      reason: 'Removed by this change; nothing to convert.',
    }));
  const paths = changed.files.filter((f) => f.status !== 'removed').map((f) => f.path);
  if (paths.length > config.maxFiles) {
    throw new RunError(
      'too_many_files',
      `${paths.length} Markdown files are to be processed, more than max-files (${config.maxFiles}). Narrow \`files\`, or raise \`max-files\` if this many is intended (each file costs one request of your quota).`,
    );
  }

  let engineKind = chooseEngine(config, mode, fork, paths.length);
  let client: ServiceClient | undefined;
  let engine: Engine | undefined;
  try {
    const service = serviceConfig(config);
    if (service && (engineKind === 'remote' || mode === 'draft')) {
      const { createServiceClient } = await import('./service/client.js');
      client = createServiceClient(service, { log, redact });
      log.info(`Checking the API key with ${new URL(service.apiUrl).origin}`);
      try {
        await client.validate();
      } catch (error) {
        if (!previewsWithoutService(error, config, mode)) throw error;
        // A preview is still worth having when the service is down: the embedded
        // engine implements the same convert contract. A rejected key is not an
        // outage, and drafts cannot be made without the service.
        const notice = `The conversion service is unavailable (${errorMessage(error)}). This preview was rendered with the embedded engine instead; set \`engine: remote\` to fail the step in this case.`;
        log.warning(notice);
        notices.push(notice);
        await client.close();
        client = undefined;
        engineKind = 'local';
      }
    }
    // Each run loads only the engine it uses: a remote run never pays for markdown-it and highlight.js.
    if (engineKind === 'remote' && client)
      engine = (await import('./engine/remote.js')).createRemoteEngine(client);
    else if (engineKind === 'local')
      engine = (await import('./engine/local/index.js')).createLocalEngine();

    // Checked and created here: a checkout may plant links where the HTML goes.
    const folder = openOutputFolder(config.outputDir, { workspace: config.workspace });
    const localVariants = engineKind === 'local' && mode === 'preview';
    const processed = await processAll(paths, {
      config,
      engine,
      folder,
      log,
      stop: cancel.stop,
      keep: {
        source: drafting !== undefined,
        request: rendersVariants(localVariants, paths.length),
      },
    });
    const results = [...processed.map((p) => p.result), ...removed];
    const outcome: RunOutcome = { mode, engine: engineKind, results, drafts: [], notices };

    if (drafting && client) {
      const sources = processed
        .filter((p) => p.source && p.result.status !== 'failed' && p.result.status !== 'skipped')
        .map((p) => p.source as SourceDocument);
      const ledger = cancel.stop.aborted
        ? drafting.memoryLedger()
        : await drafting.openRunLedger(config, ctx, octokit, log);
      outcome.drafts = await drafting.publishDrafts(sources, {
        config,
        ctx,
        client,
        ledger,
        log,
        cancel,
        attempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
      });
    }
    if (cancel.stop.aborted) cancelledNotice(outcome, cancel, log);

    await writeOutputFiles({
      outputDir: config.outputDir,
      folder,
      title: `${ctx.repo.fullName}: Markdown preview`,
      processed,
      others: removed,
      localVariants,
      report: buildReport({
        generatedAt: new Date().toISOString(),
        run: {
          repository: ctx.repo.fullName,
          sha: ctx.sha,
          ref: ctx.ref,
          eventName: ctx.eventName,
          pullRequest: ctx.pullRequest?.number,
          headSha: ctx.pullRequest?.headSha,
          runUrl: ctx.runUrl,
          mode,
          engine: engineKind,
        },
        config,
        results,
        drafts: outcome.drafts,
      }),
    });

    // A cancelled run publishes nothing half-made: the previous comment stays as it was.
    if (outcome.cancelled) return outcome;
    if (
      (mode === 'preview' || mode === 'convert') &&
      config.artifact &&
      processed.some((p) => p.result.html)
    ) {
      const { uploadHtmlArtifact } = await import('./github/artifact.js');
      outcome.artifact = await uploadHtmlArtifact({
        name: config.artifactName,
        dir: config.outputDir,
        files: folder.written(),
        retentionDays: config.retentionDays,
        log,
        env,
      });
      if (outcome.artifact.failed)
        notices.push(`HTML artifact not uploaded: ${outcome.artifact.skipped}`);
    }

    if (mode === 'preview' && ctx.pullRequest && config.comment) {
      if (fork) log.debug('Fork pull request: no comment.');
      else if (!octokit) log.notice('No github-token: the PR comment is skipped.');
      else outcome.commentUrl = await writeComment(outcome, { config, ctx, log, octokit });
    }
    return outcome;
  } finally {
    await client?.close();
    await engine?.close?.();
  }
}

/** Says once, in the log, summary and outputs, that the run was cancelled and what that left. */
function cancelledNotice(outcome: RunOutcome, cancel: Cancellation, log: Log): void {
  outcome.cancelled = cancel.signalName() ?? 'signal';
  const count = (status: string) => outcome.drafts.filter((d) => d.status === status).length;
  const drafts =
    outcome.mode === 'draft'
      ? ` Drafts: ${count('created')} created, ${count('cancelled')} not drafted, ${count('uncertain')} uncertain (check the draft box for those).`
      : outcome.mode === 'preview'
        ? ' The PR comment was left as it was.'
        : '';
  const notice = `The run was cancelled (${outcome.cancelled}): no new work was started; requests already sent were given ${GRACE_SECONDS} s to finish.${drafts}`;
  outcome.notices.push(notice);
  log.warning(notice);
}

const GRACE_SECONDS = GRACE_MS / 1000;

function previewsWithoutService(error: unknown, config: Config, mode: ResolvedMode): boolean {
  return (
    error instanceof ServiceError &&
    error.code !== 'invalid_api_key' &&
    config.engine === 'auto' &&
    (mode === 'preview' || mode === 'convert')
  );
}

/**
 * This step's configuration creates drafts when a change lands (draft inputs set, a mode
 * that drafts): on its pull requests, what the draft would refuse is already an error.
 */
function draftsOnMerge(config: Config): boolean {
  return (
    (config.mode === 'auto' || config.mode === 'draft') &&
    Boolean(config.apiKey && config.appId && config.appSecret && config.apiUrl)
  );
}

function chooseEngine(
  config: Config,
  mode: ResolvedMode,
  fork: boolean,
  files: number,
): RunOutcome['engine'] {
  if (files === 0 || mode === 'check' || mode === 'draft') return 'none';
  if (fork || config.engine === 'local') return 'local';
  return config.apiKey ? 'remote' : 'local';
}

async function processAll(
  paths: string[],
  {
    config,
    engine,
    folder,
    log,
    keep,
    stop,
  }: {
    config: Config;
    engine?: Engine;
    folder: OutputFolder;
    log: Log;
    /** Aborted when the run is cancelled: documents not started yet are skipped. */
    stop: AbortSignal;
    /** What the later steps read: drafts need the source, gallery variants the request. */
    keep: { source: boolean; request: boolean };
  },
): Promise<ProcessedDocument[]> {
  if (paths.length === 0) return [];
  log.startGroup(`Processing ${paths.length} Markdown file${paths.length === 1 ? '' : 's'}`);
  let done = 0;
  // Batched where files go by fast; a remote run logs each line as it comes, in its place
  // among the service client's own messages (a retry, a failover).
  const progress = createProgressLog(log, { maxLines: engine?.name === 'remote' ? 1 : 100 });
  const pages = createPageWriter({
    outputDir: config.outputDir,
    folder,
    workspace: config.workspace,
  });
  const started = performance.now();
  try {
    const processed = await writingPages(pages, () =>
      mapConcurrent(paths, config.concurrency, async (path, index) => {
        if (stop.aborted) {
          return {
            result: {
              path,
              status: 'skipped',
              findings: [],
              reason: 'Not processed: the run was cancelled.',
            },
          } satisfies ProcessedDocument;
        }
        const doc = await processDocument(path, {
          workspace: config.workspace,
          convertOptions: config.convert,
          engine,
          drafts: { configured: draftsOnMerge(config), draftType: config.draftType },
        });
        await pages.write(doc);
        if (index >= GALLERY_INLINE_LIMIT) doc.html = undefined;
        // Not held to the end of a large run when nothing reads them: less for the GC to copy.
        if (!keep.source) doc.source = undefined;
        if (!keep.request) doc.request = undefined;
        done++;
        progress.line(
          `[${done}/${paths.length}] ${path}: ${doc.result.status}${doc.result.reason ? ` (${doc.result.reason})` : ''}`,
        );
        return doc;
      }),
    );
    progress.flush();
    if (engine) log.info(timingLine(processed, engine.name, performance.now() - started));
    return processed;
  } finally {
    progress.flush();
    log.endGroup();
  }
}

/** Where a run's time went: a slow run shows whether to look at the service or at the files. */
function timingLine(
  processed: ProcessedDocument[],
  engine: Engine['name'],
  totalMs: number,
): string {
  let engineMs = 0;
  let converted = 0;
  for (const { result } of processed) {
    if (result.convertMs === undefined) continue;
    engineMs += result.convertMs;
    converted++;
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const took =
    engine === 'remote'
      ? // Requests overlap, so their times add up to more than the run took.
        `the service took ${seconds(engineMs)}, summed over the requests`
      : `the local engine took ${seconds(engineMs)} of that`;
  return `Processed ${processed.length} document${processed.length === 1 ? '' : 's'} in ${seconds(totalMs)}, ${converted} converted; ${took}.`;
}

async function writeComment(
  outcome: RunOutcome,
  { config, ctx, log, octokit }: { config: Config; ctx: RunContext; log: Log; octokit: Octokit },
): Promise<string | undefined> {
  const [{ upsertStickyComment, commentMarker }, { renderComment }, { tokenLogin }] =
    await Promise.all([
      import('./github/sticky-comment.js'),
      import('./report/comment.js'),
      import('./github/octokit.js'),
    ]);
  const pr = ctx.pullRequest!;
  try {
    const body = renderComment({
      tag: config.commentTag,
      marker: commentMarker(config.commentTag),
      results: outcome.results,
      artifactUrl: outcome.artifact?.url,
      runUrl: ctx.runUrl,
      engine: outcome.engine,
      noChanges: outcome.results.length === 0,
      notices: outcome.notices,
    });
    const login = await tokenLogin(octokit);
    const written = await upsertStickyComment(octokit, {
      owner: ctx.repo.owner,
      repo: ctx.repo.name,
      issueNumber: pr.number,
      tag: config.commentTag,
      body,
      login,
      createIfMissing: outcome.results.length > 0,
    });
    if (!written) return undefined;
    const removed = written.removed ? ` (removed ${written.removed} duplicate copy/copies)` : '';
    log.info(`PR comment ${written.action}: ${written.url}${removed}`);
    return written.url;
  } catch (error) {
    if (error instanceof GitHubError) {
      log.warning(`The PR comment was not written: ${errorMessage(error)}`);
      return undefined;
    }
    throw error;
  }
}

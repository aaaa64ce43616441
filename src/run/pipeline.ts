import { type Cancellation, neverCancelled } from '../core/cancellation.js';
import type { Log } from '../core/log.js';
import { createRedactor, ECHO_WARNING, type Redact } from '../core/secrets.js';
import { previewImageBaseUrl, type RunContext } from '../github/event.js';
import { openOutputFolder } from '../report/output-folder.js';
import { rendersVariants } from '../report/outputs.js';
import type { Config } from '../settings/config.js';
import { convertAll } from './convert-all.js';
import { draftAll, openDrafting } from './draft-stage.js';
import { assertWithinMaxFiles, findFiles } from './find-files.js';
import { resolveMode } from './mode.js';
import { openEngine, preloadEngine } from './open-engine.js';
import { openGitHub } from './open-github.js';
import { lookUpComment, publish } from './publish.js';
import { cancelledNotice, type Run, type RunOutcome } from './run-outcome.js';
import { writeReport } from './write-report.js';

export { RunError, type RunOutcome } from './run-outcome.js';

export interface PipelineDeps {
  config: Config;
  ctx: RunContext;
  log: Log;
  /** SIGINT/SIGTERM: stop starting work, give in-flight requests a grace period. */
  cancel?: Cancellation;
  /**
   * The run's one redactor, built by the entry point over every credential; every answer of
   * the service and GitHub passes through it. Default: one over the config's credentials.
   */
  redact?: Redact;
  /** The action's entry file, which conversion threads start from (open-engine.ts). */
  workerEntry?: string;
}

const FORK_NOTICE =
  'This pull request comes from a fork: GitHub gives it no secrets and a read-only token, so the local engine renders the preview and no PR comment is written. The job summary and the artifact have the results.';

/** find files -> open the engine -> convert all -> drafts -> report -> publish (artifact, comment). */
export async function runPipeline(deps: PipelineDeps): Promise<RunOutcome> {
  const { config, ctx, log, cancel = neverCancelled() } = deps;
  const { mode, notice: modeNotice } = resolveMode(config, ctx);
  const fork = ctx.pullRequest?.isFork === true;
  const notices: string[] = [];
  const tell = (notice: string, level: 'notice' | 'warning' = 'notice') => {
    notices.push(notice);
    log[level](notice);
  };
  for (const notice of config.notices ?? []) tell(notice);
  if (modeNotice) tell(modeNotice);
  log.info(`md-platform: ${mode} mode for ${ctx.eventName} on ${ctx.repo.fullName}`);
  if (fork) tell(FORK_NOTICE);
  const drafting = await openDrafting(config, mode);
  // One redactor for both servers' answers, so an echo is reported once.
  const redact = deps.redact ?? runRedactor(config, log);
  const octokit = openGitHub(config, ctx, { log, redact });
  const run: Run = { config, ctx, log, cancel, mode, fork, octokit, redact };
  const comment = lookUpComment(run);

  const engineSettings = {
    ...run,
    service: config.service,
    workerEntry: deps.workerEntry,
    retryUnitMs: ctx.retryUnitMs,
  };
  preloadEngine(engineSettings);
  log.startGroup('Finding the Markdown files to process');
  const found = await findFiles(ctx, config, octokit).finally(() => log.endGroup());
  for (const warning of found.warnings) log.warning(warning);
  if (found.note) log.info(found.note);
  assertWithinMaxFiles(found.paths, config);

  const { kind, client, engine, fallback } = await openEngine(engineSettings, found.paths.length);
  if (fallback) tell(fallback, 'warning');
  try {
    // Checked and created here: a checkout may plant links where the HTML goes.
    const folder = openOutputFolder(config.outputDir, { workspace: config.workspace });
    // A local preview shows each document in every theme and size, drawn by the same engine.
    const variantEngine = kind === 'local' && mode === 'preview' ? engine : undefined;
    const request = rendersVariants(variantEngine, found.paths.length);
    const keep = { source: drafting !== undefined, request };
    // The pages' "Copy article" gives local images the URLs they have on the web.
    const imageBaseUrl = previewImageBaseUrl(ctx, config.imageBaseUrl);
    const converting = { ...run, config: { ...config, imageBaseUrl } };
    const processed = await convertAll(converting, found.paths, { engine, folder, keep });
    const results = [...processed.map((p) => p.result), ...found.removed];
    const outcome: RunOutcome = { mode, engine: kind, results, drafts: [], notices };
    if (drafting && client) outcome.drafts = await draftAll(drafting, processed, run, client);
    if (cancel.stop.aborted) outcome.cancelled = cancel.signalName() ?? 'signal';
    if (outcome.cancelled) tell(cancelledNotice(outcome), 'warning');
    const removed = found.removed;
    await writeReport(run, outcome, { folder, processed, removed, variantEngine });
    // A cancelled run publishes nothing half-made: the previous comment stays as it was.
    if (!outcome.cancelled) await publish(run, outcome, { folder, processed, comment });
    return outcome;
  } finally {
    await client?.close();
    await engine?.close?.();
  }
}

/** The redactor of a run: every credential of the settings, and a warning the first time one is echoed. */
export function runRedactor(
  config: Pick<Config, 'apiKey' | 'appId' | 'appSecret' | 'githubToken'>,
  log: Pick<Log, 'warning'>,
): Redact {
  return createRedactor([config.apiKey, config.appId, config.appSecret, config.githubToken], {
    onEcho: () => log.warning(ECHO_WARNING),
  });
}

import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as core from '@actions/core';
import { listenForCancellation } from '../core/cancellation.js';
import { errorMessage } from '../core/errors.js';
import { exitPromptly } from '../core/exit-promptly.js';
import { isConvertWorker, runConvertWorker } from '../engine/local/threads/convert-worker.js';
import { readRunContext } from '../github/event.js';
import { runPipeline, runRedactor } from '../run/pipeline.js';
import { readConfig } from './inputs.js';
import { actionsLog, failStep } from './log.js';
import { failureReason, publishFailure, publishOutcome } from './outcome.js';

/** The action's entry: every failure ends as one clear `setFailed` line, never a stack trace. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let redact = (text: string) => text;
  // Known once read, for the summary of a run that stops early.
  let title: string | undefined;
  let runUrl: string | undefined;
  // From the first line: a cancelled run still records what it sent and says so.
  const cancel = listenForCancellation();
  try {
    // The environment is read here and nowhere below: each stage gets what it needs.
    const config = readConfig({
      workspace: env.GITHUB_WORKSPACE || process.cwd(),
      runnerTemp: env.RUNNER_TEMP || tmpdir(),
    });
    // Built once, here: the pipeline, the clients and the outputs all redact with it.
    redact = runRedactor(config, actionsLog);
    title = config.commentTag;
    const ctx = readRunContext(env);
    runUrl = ctx.runUrl;
    const outcome = await runPipeline({
      config,
      ctx,
      log: actionsLog,
      cancel,
      redact,
      workerEntry: fileURLToPath(import.meta.url),
    });
    const counts = await publishOutcome(outcome, { config, ctx, log: actionsLog, redact });
    core.info(
      `md-platform: ${counts.converted} converted, ${counts.failed} failed, ${counts.skipped} skipped, ${counts.drafted} drafted.`,
    );
    const reason = failureReason(outcome, config.failOn);
    if (reason) failStep(redact(reason));
  } catch (error) {
    const message = redact(errorMessage(error));
    failStep(message);
    // The summary is where a reader looks first; a run that stopped early says why there too.
    await publishFailure(message, {
      title,
      runUrl,
      summaryPath: env.GITHUB_STEP_SUMMARY,
    }).catch((summaryError: unknown) =>
      actionsLog.debug(`The job summary could not be written: ${errorMessage(summaryError)}`),
    );
  } finally {
    cancel.dispose();
  }
}

// The conversion threads (engine/local/threads/) start from this same file.
if (isConvertWorker()) {
  await runConvertWorker();
} else {
  exitPromptly();
  await run();
}

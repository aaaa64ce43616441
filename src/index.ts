import * as core from '@actions/core';
import { listenForCancellation } from './cancellation.js';
import { errorMessage } from './errors.js';
import { readRunContext } from './github/event.js';
import { readConfig } from './inputs.js';
import { actionsLog } from './log.js';
import { failureReason, publishOutcome } from './outcome.js';
import { runPipeline } from './pipeline.js';
import { createRedactor } from './secrets.js';

/** The action's entry: every failure ends as one clear `setFailed` line, never a stack trace. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let redact = (text: string) => text;
  // From the first line: a cancelled run still records what it sent and says so.
  const cancel = listenForCancellation();
  try {
    const config = readConfig({ env });
    redact = createRedactor([config.apiKey, config.appId, config.appSecret, config.githubToken]);
    const ctx = readRunContext(env);
    const outcome = await runPipeline({ config, ctx, log: actionsLog, env, cancel });
    const counts = await publishOutcome(outcome, { config, ctx, log: actionsLog, redact });
    core.info(
      `md-platform: ${counts.converted} converted, ${counts.failed} failed, ${counts.skipped} skipped, ${counts.drafted} drafted.`,
    );
    const reason = failureReason(outcome, config.failOn);
    if (reason) core.setFailed(redact(reason));
  } catch (error) {
    core.setFailed(redact(errorMessage(error)));
  } finally {
    cancel.dispose();
  }
}

await run();

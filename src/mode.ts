import type { Config, Mode } from './config.js';
import type { RunContext } from './github/event.js';

export type ResolvedMode = Exclude<Mode, 'auto'>;

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** `auto`: a PR previews, a push to the draft branch drafts, anything else converts. */
export function resolveMode(
  config: Pick<Config, 'mode' | 'draftBranch'>,
  ctx: RunContext,
): ResolvedMode {
  if (config.mode !== 'auto') return config.mode;
  if (PULL_REQUEST_EVENTS.has(ctx.eventName)) return 'preview';
  const draftBranch = config.draftBranch ?? ctx.repo.defaultBranch;
  if (ctx.eventName === 'push' && ctx.push?.branch && ctx.push.branch === draftBranch)
    return 'draft';
  return 'convert';
}

import type { RunContext } from '../github/event.js';
import type { Config, Mode } from '../settings/config.js';

export type ResolvedMode = Exclude<Mode, 'auto'>;

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

export const DRAFTS_NEED_SECRETS =
  'This push to the draft branch is converted only: drafts need the api-key, app-id and app-secret inputs (for example `api-key: ${{ secrets.MD_PLATFORM_API_KEY }}`, `app-id: ${{ secrets.PLATFORM_APP_ID }}`, `app-secret: ${{ secrets.PLATFORM_APP_SECRET }}`).';

/**
 * `auto`: a PR previews, a push to the draft branch drafts, anything else converts.
 * A push to the draft branch with no credentials at all converts (with a notice), so the
 * keyless setup of README.md's Quick start keeps working; with some but not all credentials the
 * user meant to draft, and the draft step names what is missing.
 */
export function resolveMode(
  config: Pick<Config, 'mode' | 'draftBranch' | 'apiKey' | 'appId' | 'appSecret'>,
  ctx: RunContext,
): { mode: ResolvedMode; notice?: string } {
  if (config.mode !== 'auto') return { mode: config.mode };
  if (PULL_REQUEST_EVENTS.has(ctx.eventName)) return { mode: 'preview' };
  const draftBranch = config.draftBranch ?? ctx.repo.defaultBranch;
  if (
    ctx.eventName === 'push' &&
    ctx.push?.branch &&
    ctx.push.branch === draftBranch &&
    !ctx.push.deleted
  ) {
    if (!config.apiKey && !config.appId && !config.appSecret)
      return { mode: 'convert', notice: DRAFTS_NEED_SECRETS };
    return { mode: 'draft' };
  }
  return { mode: 'convert' };
}

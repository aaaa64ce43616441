/**
 * The one settings layer: every rule a setting's value must follow, written once as a zod
 * schema, for the action's inputs and the CLI's flags alike. Each entry point reads its raw
 * strings (core.getInput, parseArgs) into an object keyed by the setting's name
 * (`api-url`, `rate-limit`, …), parses it with a pick of these fields, and gets typed values
 * or one InputError whose message names the setting the way the user wrote it.
 */
import * as z from 'zod/mini';
import { DEFAULT_BUDGET, type DocumentBudget } from '../core/budget.js';
import { InputError } from '../core/errors.js';
import { BACKGROUND_TYPES, DRAFT_TYPES, FONT_SIZES } from '../core/types.js';
import { parseRateLimit } from '../service/rate-limiter.js';
import { assertServiceUrl } from '../service/url-policy.js';
import {
  DEFAULT_CREDENTIAL_HEADER_PREFIX,
  DEFAULT_OUTBOX_MAX_MB,
  ENGINES,
  type EngineChoice,
  FAIL_ON,
  MODES,
} from './config.js';
import {
  checkedBy,
  choice,
  decimal,
  flag,
  imageBaseUrl,
  lines,
  matching,
  orDefault,
  raw,
  wholeNumber,
} from './value-rules.js';

/** How messages name a setting: the action says ``Input `api-url` ``, the CLI `--api-url`. */
export type Naming = (setting: string) => string;

export const INPUT_NAMING: Naming = (setting) => `Input \`${setting}\``;
export const FLAG_NAMING: Naming = (setting) => `--${setting}`;

/** Every Markdown file of the checkout: the `files` patterns when none are given. */
export const ALL_MARKDOWN = '**/*.md';

export interface FieldOptions {
  /** The engines this entry point offers; default all of them. */
  engines?: readonly [EngineChoice, ...EngineChoice[]];
}

/**
 * Every setting's rule and default, keyed by the name the user writes (action.yml's
 * input, the CLI's flag); action.yml's defaults are these (test/action/action-yml.test.ts).
 */
export function settingFields(name: Naming, { engines = ENGINES }: FieldOptions = {}) {
  return {
    files: z.pipe(
      lines,
      z.transform((patterns: string[]) => (patterns.length ? patterns : [ALL_MARKDOWN])),
    ),
    'changed-only': flag(name('changed-only'), true),
    mode: orDefault(choice(name('mode'), MODES), 'auto'),
    // `auto`: the service when a key and its URL are set, the embedded engine otherwise.
    engine: orDefault(choice(name('engine'), engines), 'auto'),
    'api-key': raw,
    'app-id': raw,
    'app-secret': raw,
    'api-url': checkedBy((url) => assertServiceUrl('api-url', url, name('api-url'))),
    'backup-api-url': checkedBy((url) =>
      assertServiceUrl('backup-api-url', url, name('backup-api-url')),
    ),
    'credential-header-prefix': orDefault(
      matching(
        name('credential-header-prefix'),
        /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/,
        'letters, digits and hyphens, like `Messenger`',
      ),
      DEFAULT_CREDENTIAL_HEADER_PREFIX,
    ),
    theme: raw,
    'font-size': choice(name('font-size'), FONT_SIZES),
    'background-type': choice(name('background-type'), BACKGROUND_TYPES),
    'convert-version': raw,
    'draft-type': orDefault(choice(name('draft-type'), DRAFT_TYPES), 'article'),
    'draft-branch': raw,
    comment: flag(name('comment'), true),
    'comment-tag': orDefault(
      matching(
        name('comment-tag'),
        /^[A-Za-z0-9._-]{1,64}$/,
        'up to 64 letters, digits, dots, dashes and underscores',
      ),
      'md-platform',
    ),
    artifact: flag(name('artifact'), true),
    'artifact-name': orDefault(
      matching(
        name('artifact-name'),
        /^[^"<>|*?:\r\n\\/]{1,200}$/,
        'a name without " : < > | * ? \\ / or newlines',
      ),
      'md-platform-html',
    ),
    'retention-days': wholeNumber(name('retention-days'), 1, 90),
    'output-dir': raw,
    'image-base-url': imageBaseUrl(name('image-base-url')),
    'fail-on': orDefault(choice(name('fail-on'), FAIL_ON), 'error'),
    'dry-run': flag(name('dry-run'), false),
    ledger: orDefault(choice(name('ledger'), ['github', 'off'] as const), 'github'),
    redraft: lines,
    'max-files': orDefault(wholeNumber(name('max-files'), 1, 100_000), 200),
    concurrency: orDefault(wholeNumber(name('concurrency'), 1, 32), 4),
    'rate-limit': orDefault(
      checkedBy((text) => parseRateLimit(text, name('rate-limit'))),
      parseRateLimit('100/60s'),
    ),
    'timeout-seconds': orDefault(decimal(name('timeout-seconds'), 1, 600), 30),
    // Each document's budget in the embedded engine (core/budget.ts has the why of the defaults).
    'document-timeout-seconds': orDefault(
      decimal(name('document-timeout-seconds'), 1, 3600),
      DEFAULT_BUDGET.timeoutMs / 1000,
    ),
    'document-memory-mb': orDefault(
      wholeNumber(name('document-memory-mb'), 64, 16_384),
      DEFAULT_BUDGET.memoryMb,
    ),
    'max-html-bytes': orDefault(
      wholeNumber(name('max-html-bytes'), 65_536, 1_073_741_824),
      DEFAULT_BUDGET.maxHtmlBytes,
    ),
    'github-token': raw,
    // `md-platform serve` only.
    port: orDefault(wholeNumber(name('port'), 0, 65_535), 8787),
    workers: orDefault(wholeNumber(name('workers'), 1, 64), 8),
    'outbox-max-mb': orDefault(
      wholeNumber(name('outbox-max-mb'), 1, 1_048_576),
      DEFAULT_OUTBOX_MAX_MB,
    ),
  };
}

export type SettingName = keyof ReturnType<typeof settingFields>;
export type RawSettings = Partial<Record<SettingName, string>>;

/** The budget settings, for the entry points' lists of what they read. */
export const BUDGET_SETTINGS = [
  'document-timeout-seconds',
  'document-memory-mb',
  'max-html-bytes',
] as const;

/** Every input of action.yml: each is a setting of the run (`serve`'s port and workers are not). */
export const ACTION_INPUTS = [
  'files',
  'changed-only',
  'mode',
  'engine',
  'api-key',
  'app-id',
  'app-secret',
  'api-url',
  'backup-api-url',
  'credential-header-prefix',
  'theme',
  'font-size',
  'background-type',
  'convert-version',
  'draft-type',
  'draft-branch',
  'comment',
  'comment-tag',
  'artifact',
  'artifact-name',
  'retention-days',
  'output-dir',
  'image-base-url',
  'fail-on',
  'dry-run',
  'ledger',
  'redraft',
  'max-files',
  'concurrency',
  'rate-limit',
  'timeout-seconds',
  'github-token',
  ...BUDGET_SETTINGS,
] as const satisfies readonly SettingName[];

/**
 * Parses the named settings from `raw` with their one rule each. A value that breaks its
 * rule throws an InputError naming the setting as `name` does; never zod's own report.
 */
export function parseSettings<K extends SettingName>(
  names: readonly K[],
  values: RawSettings,
  name: Naming,
  options?: FieldOptions,
) {
  const fields = settingFields(name, options);
  const schema = z.object(
    Object.fromEntries(names.map((key) => [key, fields[key]])) as Pick<typeof fields, K>,
  );
  const parsed = schema.safeParse(values, {
    // Reached only by a value of the wrong type (a bug in an entry point), never by a user's text.
    error: (issue) => `${name(String(issue.path?.[0] ?? 'value'))} has a value that is not text.`,
  });
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new InputError(String(issue.path[0] ?? 'input'), issue.message);
}

/** The three budget settings as one `DocumentBudget`. */
export function budgetOf(s: {
  'document-timeout-seconds': number;
  'document-memory-mb': number;
  'max-html-bytes': number;
}): DocumentBudget {
  return {
    timeoutMs: Math.round(s['document-timeout-seconds'] * 1000),
    memoryMb: s['document-memory-mb'],
    maxHtmlBytes: s['max-html-bytes'],
  };
}

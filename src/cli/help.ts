/**
 * The CLI's commands, their flags and their help texts, in one place so `help <command>`,
 * `<command> --help` and the unknown-flag message always agree with what is parsed.
 */

type FlagSpec = { type: 'string' } | { type: 'boolean'; short?: string };

const HELP_FLAG = { help: { type: 'boolean', short: 'h' } } as const;
const CONVERT_FLAGS = {
  ...HELP_FLAG,
  out: { type: 'string' },
  root: { type: 'string' },
  theme: { type: 'string' },
  'font-size': { type: 'string' },
  'background-type': { type: 'string' },
  engine: { type: 'string' },
  'api-url': { type: 'string' },
  'backup-api-url': { type: 'string' },
  'api-key': { type: 'string' },
  concurrency: { type: 'string' },
  'timeout-seconds': { type: 'string' },
  'rate-limit': { type: 'string' },
  'image-base-url': { type: 'string' },
  'document-timeout-seconds': { type: 'string' },
  'document-memory-mb': { type: 'string' },
  'max-html-bytes': { type: 'string' },
} as const;

export const COMMAND_FLAGS = {
  convert: CONVERT_FLAGS,
  preview: CONVERT_FLAGS,
  check: {
    ...HELP_FLAG,
    root: { type: 'string' },
    theme: { type: 'string' },
    'font-size': { type: 'string' },
    'background-type': { type: 'string' },
  },
  serve: {
    'document-timeout-seconds': { type: 'string' },
    'document-memory-mb': { type: 'string' },
    'max-html-bytes': { type: 'string' },
    ...HELP_FLAG,
    port: { type: 'string' },
    host: { type: 'string' },
    keys: { type: 'string' },
    outbox: { type: 'string' },
    'outbox-max-mb': { type: 'string' },
    'rate-limit': { type: 'string' },
    workers: { type: 'string' },
  },
  validate: {
    ...HELP_FLAG,
    'api-url': { type: 'string' },
    'api-key': { type: 'string' },
    'timeout-seconds': { type: 'string' },
  },
  themes: HELP_FLAG,
} as const satisfies Record<string, Record<string, FlagSpec>>;

export type Command = keyof typeof COMMAND_FLAGS;

export function isCommand(name: string): name is Command {
  return Object.hasOwn(COMMAND_FLAGS, name);
}

const CONVERT_OPTIONS = `  --out DIR               where the HTML pages go (default: %OUT%)
  --root DIR              read documents and images only from inside DIR (default: the git
                          repository holding the files, else the current folder)
  --theme ID              theme id (default: default); md-platform themes lists them
  --font-size SIZE        small | medium | large
  --background-type T     default | grid | none
  --engine auto|local|remote  auto (default): remote when a key and --api-url are set, else
                          local; local needs nothing; remote needs --api-url and a key
  --api-url URL           service base URL (https://, or http:// on loopback)
  --backup-api-url URL    failover service URL
  --api-key KEY           service key; prefer the MD_PLATFORM_API_KEY environment variable,
                          which other users of the machine cannot see in the process list
  --concurrency N         parallel conversions (default 4)
  --timeout-seconds N     per request (default 30)
  --rate-limit N/INTERVAL client-side limit for the key (default 100/60s)
  --image-base-url URL    where the documents' images are on the web: "Copy article" gives
                          local images these absolute URLs, so they paste into the editor
  --document-timeout-seconds N  each document's time to draw and convert (default 60)
  --document-memory-mb N  each document's memory ceiling while drawing (default 768)
  --max-html-bytes N      each document's HTML at most (default 10485760)

Files may be anywhere: relative images resolve from each file's own folder, whatever the
current folder, and are read only from inside --root, never through .git.`;

export const MAIN_HELP = `md-platform: convert Markdown articles to HTML for the platform's official-account editor

Usage: md-platform <command> [options]

Commands:
  convert <paths…>   convert files, folders or globs to one HTML page each
  check <paths…>     pre-check against the service limits; prints path:line: message
  preview <paths…>   convert and write an index.html gallery next to the pages
  themes             list the theme ids, each with its look in a line
  serve              serve the service API over the local engine (for tests and self-hosting)
  validate           check an API key against --api-url
  help <command>     show a command's options (or: md-platform <command> --help)

  --version          print the version

Exit codes: 0 success; 1 a file failed, a finding at error level, or the key is invalid;
2 usage error (unknown command or flag, bad flag value, no files named); 3 the machine
refused (a port in use, an output folder that cannot be written, a full disk).`;

export const COMMAND_HELP: Record<Command, string> = {
  convert: `Usage: md-platform convert <paths…> [options]

Converts each Markdown file to one HTML page (images it shows are copied beside it).
${CONVERT_OPTIONS.replace('%OUT%', 'md-platform-html')}`,
  preview: `Usage: md-platform preview <paths…> [options]

Like convert, plus an index.html gallery showing each document in a phone-width frame.
${CONVERT_OPTIONS.replace('%OUT%', 'md-platform-preview')}`,
  check: `Usage: md-platform check <paths…> [--root DIR] [--theme ID] [--font-size SIZE] [--background-type T]

Pre-checks each document (characters, images, code blocks, mermaid blocks, request size,
hero/cards modules, front matter) without converting. Prints one path:line: message per finding.
Exits 1 when any finding is an error, 2 when a flag is wrong.`,
  serve: `Usage: md-platform serve [--port N] [--host 127.0.0.1] [--keys k1,k2] [--outbox DIR]
                         [--outbox-max-mb N] [--workers N]

Serves POST /api/v1/convert, /api/convert, GET|HEAD /api/auth/validate and sandbox
/api/v1/article-draft, /api/v1/newspic-draft, /api/v1/batch-upload (drafts written to --outbox).
Keys come from --keys or MD_PLATFORM_KEYS (comma-separated). Stops cleanly on SIGTERM/SIGINT.
  --outbox DIR              where sandbox drafts go: one JSON file each, the request's fields once
  --outbox-max-mb N         the outbox's size cap (default 512); a draft over it is refused
                            with HTTP 507, outbox_full
  --rate-limit N/INTERVAL   per-key limit (default 100/60s)
  --workers N               conversion threads (default: one per CPU core, at most 8); documents
                            with math or diagrams are drawn there, others on the server's thread
  --document-timeout-seconds N, --document-memory-mb N, --max-html-bytes N
                            each request's budget (defaults 60, 768, 10485760): a request over
                            it is answered 422 and its thread is replaced`,
  validate: `Usage: md-platform validate --api-url URL [--api-key KEY]

Checks the key (--api-key, or MD_PLATFORM_API_KEY) against the service's /api/auth/validate.
Exits 0 when the key is valid, 1 when it is not.`,
  themes: `Usage: md-platform themes

Prints every theme id, one per line with a description of its look, for --theme or a
document's front matter \`theme:\`.`,
};

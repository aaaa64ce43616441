/**
 * The one redactor of a run. Every string a server sends (the service's answers,
 * GitHub's error messages, network errors that quote a URL) passes through it before
 * it can reach a finding, an annotation, the summary, a comment, a page, report.json
 * or an output; the runner masks its log, but nothing masks what we write ourselves.
 *
 * A server may echo a credential in another form than it was sent, so each credential
 * is matched plain, URL-encoded (either hex case, in part or in whole), JSON-escaped
 * (`\"`, `\/`, `\u0077`) and as base64 or base64url at any byte alignment; URL userinfo
 * (`https://user:pass@host`) is removed whatever it holds.
 *
 * Secrets shorter than 4 characters are not redacted, as the runner does not either:
 * they would blank out ordinary words.
 */

export const ECHO_WARNING =
  'the service echoed a credential in its answer; it was removed from all output';

const MASK = '***';
const MIN_LENGTH = 4;
// A shorter base64 fragment would match ordinary text by chance.
const MIN_BASE64_CORE = 6;
// A scheme of at most 64 characters (the longest in use have about 30): unbounded, every
// start in a long run of scheme characters scanned the whole run, quadratic in a log line
// made of such a run.
const USERINFO = /\b([a-z][a-z0-9+.-]{0,63}:\/\/)[^\s/?#@"'<>\\]+@/gi;
// What every match of USERINFO holds: `://`, then its user part up to an `@`. Pages full of
// plain links have none, and this scan, anchored on the literal `://`, costs a twelfth of
// USERINFO's, which tries a scheme at every word (bench/redact.ts).
const USERINFO_SEEN = /:\/\/[^\s/?#@"'<>\\]+@/;

export type Redact = (text: string) => string;

export interface RedactorOptions {
  /** Called once, the first time a credential is found in a text. */
  onEcho?: () => void;
}

export function createRedactor(
  secrets: readonly (string | undefined)[],
  options: RedactorOptions = {},
): Redact {
  const values = [...new Set(secrets.filter((s): s is string => !!s && s.length >= MIN_LENGTH))];
  const cores = values.map((value) => base64Cores(value).map(escapeRegExp));
  // What any match holds: a credential or a base64 core written plainly, or one of its
  // characters escaped (`%77`, `\u0077`, `\/`). The full pattern takes V8 15 to 20 ms to
  // compile on first use; a run whose texts hold none of these never builds it. The
  // escapes are those of the credentials' own characters: the `\"` of every JSON answer
  // is one only if a credential holds a `"`.
  const escapes = new Set(
    values.flatMap((value) => [...value].flatMap((c) => charForms(c).slice(1))),
  );
  const hint =
    values.length > 0
      ? new RegExp([...values.map(escapeRegExp), ...cores.flat(), ...escapes].join('|'))
      : undefined;
  let credentials: RegExp | undefined;
  const fullPattern = () => {
    const sources = values.flatMap((value, i) => [charsPattern(value), ...cores[i]]);
    // Longest first: a secret that contains another is removed whole.
    sources.sort((a, b) => b.length - a.length);
    return new RegExp(sources.join('|'), 'g');
  };
  let echoed = false;

  return (text) => {
    let out = text;
    if (hint?.test(out)) {
      credentials ??= fullPattern();
      const before = out;
      out = out.replace(credentials, MASK);
      if (out !== before && !echoed) {
        echoed = true;
        options.onEcho?.();
      }
    }
    return USERINFO_SEEN.test(out) ? out.replace(USERINFO, `$1${MASK}@`) : out;
  };
}

/** Every string in a parsed JSON value (keys included) through `redact`. */
export function redactDeep(value: unknown, redact: Redact): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, redact));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redact(key), redactDeep(item, redact)]),
    );
  }
  return value;
}

/** Each character as itself, percent-encoded (any hex case) or JSON-escaped. */
function charsPattern(value: string): string {
  return [...value].map((char) => `(?:${charForms(char).join('|')})`).join('');
}

/** The patterns of one character's forms: itself first, then its escapes. */
function charForms(char: string): string[] {
  const forms = [escapeRegExp(char)];
  const bytes = Buffer.from(char, 'utf8');
  forms.push([...bytes].map((b) => `%${hexPattern(b, 2)}`).join(''));
  const unit = char.codePointAt(0) ?? 0;
  if (unit <= 0xffff) forms.push(`\\\\u${hexPattern(unit, 4)}`);
  if (char === '"' || char === '\\' || char === '/') forms.push(`\\\\${escapeRegExp(char)}`);
  return forms;
}

function hexPattern(n: number, width: number): string {
  return [...n.toString(16).padStart(width, '0')]
    .map((d) => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d))
    .join('');
}

/**
 * The base64 and base64url characters that depend only on the secret's bytes, for the
 * three alignments it can have inside a longer encoded text (`user:secret`, a JWT…).
 */
function base64Cores(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const cores = new Set<string>();
  for (let shift = 0; shift < 3; shift++) {
    const padded = Buffer.concat([Buffer.alloc(shift), bytes]);
    const first = Math.ceil((8 * shift) / 6);
    const last = Math.floor((8 * (shift + bytes.length)) / 6);
    for (const encoding of ['base64', 'base64url'] as const) {
      const core = padded.toString(encoding).slice(first, last);
      if (core.length >= MIN_BASE64_CORE) cores.add(core);
    }
  }
  return [...cores];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/core/secrets.js';

describe('the redactor on credentials in URLs', () => {
  it('masks the user and password of any URL, and leaves the rest of the text', () => {
    const redact = createRedactor([]);
    const scheme = `x${'-'.repeat(62)}`;
    expect(
      redact(
        `clone https://bot:ghp_abc123@github.com/o/r and git+ssh://git:pw@host, ${scheme}://u:p@h`,
      ),
    ).toBe(`clone https://***@github.com/o/r and git+ssh://***@host, ${scheme}://***@h`);
    expect(redact('see https://example.com/a@b and mailto:a@b')).toBe(
      'see https://example.com/a@b and mailto:a@b',
    );
  });

  it('reads a long line of scheme characters at once, and changes nothing in it', () => {
    // An unbounded scheme made this quadratic: 4.7 s for 80,000 characters (counted here,
    // not timed: the line comes back whole).
    const line = `x://0${'+A'.repeat(100_000)}`;
    expect(createRedactor([])(line)).toBe(line);
  });

  it('masks exactly what the user-part pattern matches, however the text is made', () => {
    // The pattern on its own, run on every text: the redactor runs it only on texts with
    // `://…@` in them, and must mask exactly the same.
    const userinfo = /\b([a-z][a-z0-9+.-]{0,63}:\/\/)[^\s/?#@"'<>\\]+@/gi;
    const redact = createRedactor([]);
    const piece = fc.constantFrom(
      'a',
      'Z',
      '0',
      '+',
      '.',
      '-',
      ':',
      '/',
      '//',
      '://',
      '@',
      ' ',
      '"',
      '?',
      '#',
      'git+ssh',
      'u:p',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(redact(text)).toBe(text.replace(userinfo, '$1***@'));
      }),
      { numRuns: 2000, seed: 7 },
    );
  });
});

describe('the redactor on credentials written in any form', () => {
  const SECRETS = ['wme_Test-key.01', 'pässwörd-Δ9z', 'tok/3n"Q'];
  const hex = (n: number, width: number, upper: boolean) => {
    const digits = n.toString(16).padStart(width, '0');
    return upper ? digits.toUpperCase() : digits;
  };
  /** One character as itself, percent-encoded, JSON-escaped or as `\u`, in either hex case. */
  const charForm = (char: string) =>
    fc.constantFrom(
      char,
      ...('"\\/'.includes(char) ? [`\\${char}`] : []),
      [...Buffer.from(char, 'utf8')].map((b) => `%${hex(b, 2, false)}`).join(''),
      [...Buffer.from(char, 'utf8')].map((b) => `%${hex(b, 2, true)}`).join(''),
      `\\u${hex(char.charCodeAt(0), 4, false)}`,
      `\\u${hex(char.charCodeAt(0), 4, true)}`,
    );
  const written = fc
    .constantFrom(...SECRETS)
    .chain((secret) => fc.tuple(...[...secret].map(charForm)).map((forms) => forms.join('')));
  // Text around it that holds escapes of its own, none of them a credential's.
  const noise = fc
    .array(fc.constantFrom(' ', '!', '%', '%2', '%20', '%zz', '\\', '\\n', '\\"', 'u', 'x'), {
      maxLength: 8,
    })
    .map((pieces) => pieces.join(''));

  it('masks a credential however its characters are written, and nothing around it', () => {
    const redact = createRedactor(SECRETS);
    fc.assert(
      fc.property(noise, written, noise, (before, secret, after) => {
        expect(redact(`${before} ${secret} ${after}`)).toBe(`${before} *** ${after}`);
      }),
      { numRuns: 1500, seed: 11 },
    );
    // Escaped in one character only: the rest is plain text.
    for (const secret of ['tok\\/3n"Q', 'tok/3n\\"Q', 'wme_Test-key.0%31', 'p\\u00e4sswörd-Δ9z'])
      expect(redact(`a ${secret} b`)).toBe('a *** b');
  });

  it('returns text without a credential as it is, escapes and all', () => {
    const redact = createRedactor(SECRETS);
    fc.assert(
      fc.property(noise, (text) => {
        expect(redact(text)).toBe(text);
      }),
      { numRuns: 300, seed: 12 },
    );
    expect(redact('width:100%; a%20b \\u00e9 {"a":"\\"q\\""} wme_Test-key')).toBe(
      'width:100%; a%20b \\u00e9 {"a":"\\"q\\""} wme_Test-key',
    );
  });

  it('masks the base64 of a credential inside a longer encoded text', () => {
    const redact = createRedactor(SECRETS);
    for (const secret of SECRETS) {
      for (const prefix of ['', 'u:', 'ab:']) {
        const encoded = Buffer.from(`${prefix}${secret}`).toString('base64');
        const masked = redact(`Authorization: Basic ${encoded}`);
        expect(masked).toContain('***');
        expect(Buffer.from(masked.split(' ').at(-1) ?? '', 'base64').toString()).not.toContain(
          secret,
        );
      }
    }
  });
});

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
});

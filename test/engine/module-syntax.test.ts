import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFields, readOpener } from '../../src/engine/local/syntax/module-syntax.js';

/** The patterns module-syntax.ts read openers and fields with before: the reference. */
function regexWords(rest: string): { args: string[]; params: Record<string, string> } {
  const args: string[] = [];
  const params: Record<string, string> = {};
  for (const match of rest.matchAll(/\{([^}]*)\}|"([^"]*)"|([^\s{}"]+)/g)) {
    if (match[1] !== undefined) {
      for (const pair of match[1].matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s,]*))/g))
        params[pair[1]] = pair[2] ?? pair[3] ?? pair[4] ?? '';
      continue;
    }
    const word = match[2] ?? match[3];
    const pair = /^([\w-]+)=(.*)$/.exec(word);
    if (pair && match[3] !== undefined) params[pair[1]] = pair[2];
    else args.push(word);
  }
  return { args, params };
}

const OPEN = /^:::[ \t]*([A-Za-z][\w-]*)(?:\[([^\]]*)\])?((?:[ \t{].*)?)$/;

function regexField(line: string): [string, string] | undefined {
  const match = /^[ \t]*([A-Za-z][\w-]*)[ \t]*[:\uFF1A][ \t]*(.*)$/.exec(line);
  return match ? [match[1].toLowerCase(), match[2].trim()] : undefined;
}

/** Text from the characters the readers branch on, so every path is met often. */
const text = fc
  .array(
    fc.constantFrom(
      '{',
      '}',
      '"',
      "'",
      '=',
      ',',
      ' ',
      '\t',
      '\r',
      '-',
      'a',
      'b',
      'k',
      '1',
      ':',
      '\uff1a',
    ),
    { maxLength: 40 },
  )
  .map((chars) => chars.join(''));

describe('module openers and fields, read in one pass', () => {
  it('read what the patterns they replace read, on any text', () => {
    fc.assert(
      fc.property(text, (rest) => {
        const line = `:::hero ${rest}`;
        // The words are what follows the name on a line the opener pattern accepts.
        const words = OPEN.exec(line.trimEnd())?.[3];
        const opener = readOpener(line);
        expect(opener === undefined).toBe(words === undefined);
        if (opener && words !== undefined)
          expect({ args: opener.args, params: opener.params }).toEqual(regexWords(words));
        const fields = readFields([rest]);
        const field = regexField(rest);
        expect([...fields]).toEqual(field ? [field] : []);
      }),
      { numRuns: 5000, seed: 34 },
    );
  });

  it('on the cases that matter to a writer', () => {
    expect(readOpener(':::callout warning {tone=soft, size="big"} key=value "two words"')).toEqual({
      name: 'callout',
      written: 'callout',
      caption: '',
      args: ['warning', 'two words'],
      params: { tone: 'soft', size: 'big', key: 'value' },
    });
    expect(readOpener(":::cta[Read more] {href='https://x.example/a b' label=Go}")?.params).toEqual(
      {
        href: 'https://x.example/a b',
        label: 'Go',
      },
    );
    expect(readFields(['title: Hello', '  Title\uff1a again', 'bad line', 'x-y :  v '])).toEqual(
      new Map([
        ['title', 'Hello'],
        ['x-y', 'v'],
      ]),
    );
  });

  it('read a line of 100,000 unclosed braces, dashes or tabs at once', () => {
    // Each took quadratic time before: tens of seconds for 40 KB. Counted, not timed: the
    // words read are what a linear reader gives.
    const braces = readOpener(`:::hero ${'{'.repeat(100_000)}x`);
    expect(braces?.args).toEqual(['x']);
    const dashes = readOpener(`:::hero {${'-'.repeat(100_000)}\u0000-=}`);
    expect(dashes?.params).toEqual({ '-': '' });
    expect(readFields([`A:${'\t'.repeat(100_000)}\rB`])).toEqual(new Map());
  });
});

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exitPromptly, TIERING_FLAG } from '../../src/core/exit-promptly.js';

/** What V8 prints for a flag it does not have; the flag is checked on the Node running the tests. */
function v8Answer(flag: string): string {
  const child = spawnSync(
    process.execPath,
    ['-e', `require('node:v8').setFlagsFromString(${JSON.stringify(flag)})`],
    { encoding: 'utf8' },
  );
  return child.stderr;
}

describe('exitPromptly', () => {
  it('sets a flag this V8 has (an unknown one makes V8 print an error)', () => {
    expect(v8Answer('--wasm-tiering-budget-of-no-such-kind=1')).toMatch(/unrecognized flag/);
    expect(v8Answer(TIERING_FLAG)).toBe('');
  });

  it('sets it on the V8 of Node 20 to 24, and leaves others alone', () => {
    const set = (version: string) => {
      const flags: string[] = [];
      exitPromptly(version, (flag) => flags.push(flag));
      return flags;
    };
    expect(set('11.3.244.8-node.33')).toEqual([TIERING_FLAG]);
    expect(set('13.6.233.17-node.53')).toEqual([TIERING_FLAG]);
    expect(set('10.2.154.26-node.26')).toEqual([]);
    expect(set('15.0.1')).toEqual([]);
    expect(set(process.versions.v8)).toEqual([TIERING_FLAG]);
  });
});

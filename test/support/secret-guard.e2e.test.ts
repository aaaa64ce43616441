import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchDocs, makeWorkspace } from './action-fixture.js';
import { startGitHubEmulator, TOKENS } from './github-emulator.js';
import { guardDir, guardedLeaks, guardSecrets, guardText, resetGuard } from './secret-guard.js';

// These tests plant leaks on purpose; the guard's own after-each scan must not see them.
afterEach(resetGuard);

describe('the suite-wide secret guard', () => {
  it('finds a credential in a registered text or file, and ignores ::add-mask:: commands', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'md-guard-'));
    await writeFile(join(dir, 'page.html'), '<p>token: wme_planted_leak_1</p>');
    guardSecrets('wme_planted_leak_1', 'x');
    guardText('log', () => '::add-mask::wme_planted_leak_1\nnothing to see');
    guardDir(dir);
    expect(await guardedLeaks()).toEqual([`${join(dir, 'page.html')} contains a secret (plain)`]);
  });

  it('finds a credential URL-encoded in either hex case, JSON-escaped and in base64 or base64url', async () => {
    const secret = 'wme_plant>?ed/leak:1';
    guardSecrets(secret);
    const b64 = (text: string, encoding: 'base64' | 'base64url') =>
      Buffer.from(text).toString(encoding);
    const texts: Record<string, string> = {
      upper: `?k=${encodeURIComponent(secret)}`,
      lower: `?k=${encodeURIComponent(secret).toLowerCase()}`,
      json: JSON.stringify({ k: secret }).replaceAll('/', '\\/'),
      basic: `Authorization: Basic ${b64(`user:${secret}`, 'base64')}`,
      url: `token=${b64(`ab${secret}`, 'base64url')}`,
    };
    for (const [where, text] of Object.entries(texts)) guardText(where, () => text);
    expect(await guardedLeaks()).toEqual([
      'upper contains a secret (URL-encoded)',
      'lower contains a secret (URL-encoded, lower-case hex)',
      'json contains a secret (JSON-escaped, slashes)',
      'basic contains a secret (base64 at offset 2)',
      'url contains a secret (base64url at offset 2)',
    ]);
  });

  it('registers every run of the action: its credentials, logs, outputs, output folder and GitHub comments', async () => {
    const gh = await startGitHubEmulator({});
    try {
      const run = await dispatchDocs(await makeWorkspace({ 'docs/a.md': '# A\n' }), gh.url, {
        inputs: { 'app-secret': 'planted_app_secret_42' },
      });
      expect(run.outputs.converted).toBe('1');
      // The run itself leaked nothing.
      expect(await guardedLeaks()).toEqual([]);
      // A leak planted where the run wrote is found, with no test asking for it.
      await writeFile(join(run.outputDir, 'leak.txt'), `secret=planted_app_secret_42`);
      gh.state.issueComments.push({
        id: 1,
        issueNumber: 1,
        login: 'github-actions[bot]',
        body: `token ${TOKENS.actions}`,
        createdAt: '',
        updatedAt: '',
      });
      expect(await guardedLeaks()).toEqual([
        'GitHub PR comments contains a secret (plain)',
        `${join(run.outputDir, 'leak.txt')} contains a secret (plain)`,
      ]);
    } finally {
      await gh.close();
    }
  });
});

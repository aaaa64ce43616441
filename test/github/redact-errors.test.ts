import { afterEach, describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/core/secrets.js';
import { createOctokit, toGitHubError } from '../../src/github/octokit.js';
import { echoText } from '../support/echo-service.js';
import { type GitHubEmulator, startGitHubEmulator } from '../support/github-emulator.js';
import { guardSecrets, guardText } from '../support/secret-guard.js';
import { findSecrets } from '../support/secret-scan.js';
import { memoryLog } from './log.js';

// A token with characters that change under URL-encoding, JSON escaping and base64.
const TOKEN = 'ghs_Echo+tok/en:2026';

const emulators: GitHubEmulator[] = [];
afterEach(async () => {
  while (emulators.length) await emulators.pop()?.close();
});

async function setup() {
  const gh = await startGitHubEmulator({
    users: { [TOKEN]: { login: 'github-actions[bot]', permission: 'write' } },
    pulls: { 1: { files: [{ filename: 'a.md', status: 'added' }] } },
  });
  emulators.push(gh);
  const log = memoryLog();
  let echoes = 0;
  const redact = createRedactor([TOKEN], { onEcho: () => echoes++ });
  const octokit = createOctokit(TOKEN, { baseUrl: gh.url, waitUnitMs: 1, log, redact });
  guardSecrets(TOKEN);
  guardText('octokit log', () => log.lines.map((l) => l.message).join('\n'));
  const listFiles = () =>
    octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
      owner: 'octo-org',
      repo: 'articles',
      pull_number: 1,
    });
  return { gh, listFiles, echoes: () => echoes };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: Error) => e,
  );
  const shown = toGitHubError(error, 'list the changed files');
  guardText('github error', () => `${error.message}\n${error.stack}\n${shown.message}`);
  return shown;
}

describe('GitHub errors through the run redactor', () => {
  it('an API message and documentation URL echoing the token show neither', async () => {
    const { gh, listFiles, echoes } = await setup();
    gh.faults.add({
      method: 'GET',
      path: /\/files$/,
      status: 422,
      body: {
        message: echoText([TOKEN]),
        documentation_url: `https://x:${TOKEN}@docs.example/rest`,
      },
    });
    const shown = await failure(listFiles());
    expect(shown.message).toContain('invalid ip 203.0.113.9 for key ***');
    expect(shown.message).toContain('https://***@docs.example/rest');
    expect(await findSecrets([TOKEN], { shown: shown.message })).toEqual([]);
    expect(echoes()).toBe(1);
  });
});

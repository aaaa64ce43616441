import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  actionFixtures,
  draftsOutput,
  type FixtureSpec,
  filesOutput,
  makeWorkspace,
} from '../support/action-fixture.js';
import {
  type ArtifactEmulator,
  runtimeEnv,
  startArtifactEmulator,
} from '../support/artifact-emulator.js';
import { dist } from '../support/dist.js';
import {
  type Answerer,
  ECHO_CREDENTIALS,
  echoRedirect,
  echoRejection,
  echoSuccess,
  startEchoService,
} from '../support/echo-service.js';
import { guardDir, guardSecrets, guardText } from '../support/secret-guard.js';
import { findSecrets, runTexts } from '../support/secret-scan.js';

// Every credential of a run.
const { key: KEY, appId: APP_ID, appSecret: APP_SECRET, token: TOKEN } = ECHO_CREDENTIALS;
const SECRETS = [KEY, APP_ID, APP_SECRET, TOKEN];
const WARNING = 'the service echoed a credential in its answer; it was removed from all output';
const CLI = dist('cli', 'index.js');

/**
 * The service: refuses documents marked `echo:reject`, redirects `echo:redirect`, and
 * echoes `SECRETS` (every credential it could have been sent) in every answer.
 */
const answerWith =
  (echoed: readonly string[]): Answerer =>
  (path, body) => {
    if (body.includes('echo:reject')) return echoRejection(echoed);
    if (body.includes('echo:redirect')) return echoRedirect(echoed);
    if (path === '/api/v1/convert') {
      return echoSuccess(echoed, {
        html: `<p>Converted for ${echoed.join(' ')} (${echoed.map(encodeURIComponent).join(' ')})</p>`,
        wordCount: 3,
        estimatedReadTime: 1,
      });
    }
    if (path === '/api/v1/batch-upload') {
      const urls = (JSON.parse(body) as { imageUrls: string[] }).imageUrls;
      return echoSuccess(echoed, {
        items: urls.map((url) => ({ url, error: `refused for ${echoed.join(' ')}` })),
      });
    }
    if (path.endsWith('-draft')) {
      return echoSuccess(echoed, {
        draft_id: `draft-${Buffer.from(echoed.join(':')).toString('base64')}`,
      });
    }
    return echoSuccess(echoed, {});
  };

let closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.map((c) => c.close()));
  closers = [];
});

const fixture = actionFixtures();

/** The echoing service, an artifact store, and the event's fixture with every credential set. */
async function services(spec: FixtureSpec) {
  const service = await startEchoService(answerWith(SECRETS));
  const artifacts: ArtifactEmulator = await startArtifactEmulator();
  closers.push(service, artifacts);
  const { gh, run } = await fixture({
    ...spec,
    github: { users: { [TOKEN]: { login: 'github-actions[bot]', permission: 'write' } } },
    inputs: { ...inputs(service.url), ...spec.inputs },
  });
  guardSecrets(...SECRETS);
  return { service, gh, artifacts, run };
}

const inputs = (apiUrl: string) => ({
  files: 'articles/**/*.md',
  engine: 'remote',
  'api-url': apiUrl,
  'api-key': KEY,
  'app-id': APP_ID,
  'app-secret': APP_SECRET,
  'github-token': TOKEN,
});

async function filesUnder(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      out[path] = await readFile(path, 'latin1');
    }
  }
  return out;
}

const warnings = (stdout: string) => stdout.split('\n').filter((line) => line.includes(WARNING));

describe('a service that echoes every credential of the run', () => {
  it('PR preview: no form of any credential in the log, annotations, summary, outputs, pages, artifact or comment', async () => {
    const {
      service,
      gh,
      artifacts,
      run: runEvent,
    } = await services({
      files: {
        'articles/ok.md': '# Fine\n\nConverted.\n',
        'articles/refused.md': '# Refused\n\n<!-- echo:reject -->\n',
        'articles/moved.md': '# Moved\n\n<!-- echo:redirect -->\n',
      },
      pullRequest: { number: 7 },
      changed: ['ok', 'refused', 'moved'].map((n) => ({
        filename: `articles/${n}.md`,
        status: 'added' as const,
      })),
    });
    const run = await runEvent({ env: runtimeEnv(artifacts.url) });
    const files = filesOutput(run.outputs);
    // The draft inputs are set, so each coverless article also carries the readiness warning.
    const serviceCode = (f: (typeof files)[number]) =>
      f.findings.find((x) => x.code !== 'no_cover')?.code;
    expect(files.map((f) => [f.path, f.status, serviceCode(f)]).sort()).toEqual([
      ['articles/moved.md', 'failed', 'unexpected_redirect'],
      ['articles/ok.md', 'converted', undefined],
      ['articles/refused.md', 'failed', 'service_error'],
    ]);
    const comments = gh.comments(7);
    expect(comments).toHaveLength(1);
    // The zip, and the browser preview beside it: both are read for secrets.
    expect(artifacts.artifacts.map((a) => a.mimeType).sort()).toEqual([
      'application/zip',
      'text/html',
    ]);
    const entries = artifacts.artifacts.flatMap((a) => [...a.entries]);
    expect(entries.length).toBeGreaterThan(1);
    expect(run.annotations.filter((a) => a.message === WARNING)).toHaveLength(1);
    expect(warnings(run.stdout)).toHaveLength(1);
    expect(
      run.annotations.find((a) => a.file === 'articles/refused.md' && a.level === 'error')?.title,
    ).toBe('md-platform: service_error');

    const leaks = await findSecrets(SECRETS, {
      ...runTexts(run),
      ...Object.fromEntries(comments.map((c, i) => [`comment ${i}`, c.body])),
      ...Object.fromEntries(
        entries.map(([name, bytes]) => [`artifact ${name}`, bytes.toString('latin1')]),
      ),
      ...(await filesUnder(run.outputDir)),
    });
    expect(leaks).toEqual([]);
    // The service was asked: the key check and one convert per document.
    expect(service.requests.map((r) => r.path).sort()).toEqual([
      '/api/auth/validate',
      '/api/v1/convert',
      '/api/v1/convert',
      '/api/v1/convert',
    ]);
  });

  it('push drafts: no form of any credential in the log, outputs, report or ledger comment', async () => {
    const {
      service,
      gh,
      run: runEvent,
    } = await services({
      files: {
        'articles/ok.md': '# Fine\n\n![remote](https://img.example/a.png)\n',
        'articles/refused.md': '# Refused\n\n<!-- echo:reject -->\n',
      },
      push: {},
      changed: ['ok', 'refused'].map((n) => ({
        filename: `articles/${n}.md`,
        status: 'added' as const,
      })),
      inputs: { artifact: 'false' },
    });
    const run = await runEvent();
    const drafts = draftsOutput(run.outputs);
    expect(drafts.map((d) => [d.path, d.status]).sort()).toEqual([
      ['articles/ok.md', 'created'],
      ['articles/refused.md', 'failed'],
    ]);
    expect(service.requests.filter((r) => r.path === '/api/v1/batch-upload')).toHaveLength(1);
    expect(warnings(run.stdout)).toHaveLength(1);
    const ledger = gh.state.commitComments;
    expect(ledger.length).toBeGreaterThan(0);
    const leaks = await findSecrets(SECRETS, {
      ...runTexts(run),
      ...Object.fromEntries(ledger.map((c, i) => [`ledger ${i}`, c.body])),
      ...(await filesUnder(run.outputDir)),
    });
    expect(leaks).toEqual([]);
  });

  it('CLI convert --engine remote: no form of any credential on stdout, stderr or in the pages', async () => {
    // The CLI is given only the key, so that is all the service can echo.
    const service = await startEchoService(answerWith([KEY]));
    closers.push(service);
    guardSecrets(KEY);
    const cwd = await makeWorkspace({
      'a.md': '# Fine\n',
      'b.md': '# Refused\n\n<!-- echo:reject -->\n',
    });
    const args = ['convert', 'a.md', 'b.md', '--out', 'out', '--engine', 'remote'];
    const child = spawn(process.execPath, [CLI, ...args, '--api-url', service.url], {
      cwd,
      env: { PATH: process.env.PATH, MD_PLATFORM_API_KEY: KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    const code = await new Promise<number | null>((done) => child.on('close', done));
    guardText('cli stdout', () => stdout);
    guardText('cli stderr', () => stderr);
    guardDir(join(cwd, 'out'));
    expect(code).toBe(1);
    expect(stdout).toContain('b.md: error service_error');
    expect(warnings(stdout + stderr)).toHaveLength(1);
    const leaks = await findSecrets([KEY], {
      stdout,
      stderr,
      ...(await filesUnder(join(cwd, 'out'))),
    });
    expect(leaks).toEqual([]);
  });
});

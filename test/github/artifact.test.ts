import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadHtmlArtifact } from '../../src/github/artifact.js';
import {
  type ArtifactEmulator,
  runtimeEnv,
  startArtifactEmulator,
} from '../support/artifact-emulator.js';
import { memoryLog } from './log.js';

/** The run's page, as the run context gives it; the artifact's link extends it. */
const RUN_URL = 'https://github.com/octo-org/articles/actions/runs/4242';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  while (cleanups.length) await cleanups.pop()?.();
});

async function outputDir(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'md-platform-out-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

async function emulator(): Promise<ArtifactEmulator> {
  const results = await startArtifactEmulator();
  cleanups.push(() => results.close());
  // @actions/artifact reads these from process.env; stubs are undone after each test.
  const env = {
    ...runtimeEnv(results.url),
    GITHUB_REPOSITORY: 'octo-org/articles',
    GITHUB_RUN_ID: '4242',
  };
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return results;
}

describe('uploadHtmlArtifact', () => {
  it('uploads the listed files, byte for byte, and links to the artifact', async () => {
    const page = '<section style="font-size:16px">你好 — <b>bold</b></section>\n'.repeat(2000);
    const dir = await outputDir({
      'index.html': '<!doctype html><title>Gallery</title>',
      'report.json': JSON.stringify({ files: [{ path: 'articles/a b.md' }] }),
      'articles/a b.html': page,
      'articles/deep/c.html': Buffer.from([0xef, 0xbb, 0xbf, 0x3c, 0x70, 0x3e]),
    });
    const results = await emulator();
    const log = memoryLog();

    const result = await uploadHtmlArtifact({
      name: 'md-platform-html',
      dir,
      files: ['index.html', 'report.json', 'articles/a b.html', 'articles/deep/c.html'],
      retentionDays: 3,
      log,
      runtime: true,
      runUrl: RUN_URL,
    });

    expect(results.artifacts).toHaveLength(1);
    const artifact = results.artifacts[0];
    expect(result).toEqual({
      id: artifact.id,
      url: `https://github.com/octo-org/articles/actions/runs/4242/artifacts/${artifact.id}`,
    });
    expect(artifact).toMatchObject({ name: 'md-platform-html', finalized: true });
    expect([...artifact.entries.keys()].sort()).toEqual([
      'articles/a b.html',
      'articles/deep/c.html',
      'index.html',
      'report.json',
    ]);
    for (const path of artifact.entries.keys()) {
      expect(artifact.entries.get(path)?.equals(await readFile(join(dir, path)))).toBe(true);
    }
    // Retention becomes an expiry about three days out.
    const days = (Date.parse(artifact.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);
    // The blob went up as staged blocks, then a block list.
    const blobPuts = results.requests.filter((r) => r.method === 'PUT').map((r) => r.query.comp);
    expect(blobPuts.at(-1)).toBe('blocklist');
    expect(blobPuts.slice(0, -1).every((comp) => comp === 'block')).toBe(true);
    expect(log.warnings()).toEqual([]);
  });

  it('uploads only the files it is given, not whatever else the folder holds', async () => {
    const secrets = await outputDir({ config: '[http] extraheader = AUTHORIZATION: basic x' });
    const dir = await outputDir({
      'index.html': '<p>this run</p>',
      'old/stale.html': '<p>an earlier run</p>',
    });
    await symlink(secrets, join(dir, 'git'));
    await symlink(join(secrets, 'config'), join(dir, 'config.html'));
    const results = await emulator();
    const result = await uploadHtmlArtifact({
      name: 'md-platform-html',
      dir,
      files: ['index.html'],
      log: memoryLog(),
      runtime: true,
      runUrl: RUN_URL,
    });
    expect(result.id).toBe(results.artifacts[0].id);
    expect([...results.artifacts[0].entries.keys()]).toEqual(['index.html']);
  });

  it('skips with a warning, not a failure, outside of an Actions job', async () => {
    const dir = await outputDir({ 'index.html': '<p>hi</p>' });
    const log = memoryLog();
    const result = await uploadHtmlArtifact({
      name: 'md-platform-html',
      dir,
      files: ['index.html'],
      log,
      runtime: false,
    });
    expect(result.skipped).toMatch(/ACTIONS_RUNTIME_TOKEN/);
    expect(result.id).toBeUndefined();
    expect(log.warnings()).toHaveLength(1);
    expect(log.warnings()[0]).toMatch(/not uploaded.*output directory/);
  });

  it('skips when the run wrote no files', async () => {
    const dir = await outputDir({ 'stale.html': '<p>an earlier run</p>' });
    const results = await emulator();
    const log = memoryLog();
    const result = await uploadHtmlArtifact({
      name: 'md-platform-html',
      dir,
      files: [],
      log,
      runtime: true,
      runUrl: RUN_URL,
    });
    expect(result.skipped).toMatch(/wrote no files/);
    expect(results.requests).toEqual([]);
  });

  it('turns a refused upload into one warning, not a failure of the run', async () => {
    const dir = await outputDir({ 'index.html': '<p>one</p>' });
    await emulator();
    const log = memoryLog();
    const upload = () =>
      uploadHtmlArtifact({
        name: 'preview',
        dir,
        files: ['index.html'],
        log,
        runtime: true,
        runUrl: RUN_URL,
      });
    await upload();
    // A second artifact with the same name in one run is a conflict (409, not retried).
    const result = await upload();
    expect(result).toMatchObject({
      failed: true,
      skipped: expect.stringMatching(/"preview" failed/),
    });
    expect(result.id).toBeUndefined();
    expect(log.warnings()).toHaveLength(1);
    expect(log.warnings()[0]).toMatch(/^HTML artifact not uploaded: uploading "preview" failed/);
  });
});

describe('uploadHtmlArtifact, one file unzipped', () => {
  it('uploads the file as it is, typed text/html, named after the file, and links to it', async () => {
    const html = '<!doctype html><title>Preview</title><p>你好</p>\n'.repeat(500);
    const dir = await outputDir({ 'preview.html': html, 'index.html': '<p>not this</p>' });
    const results = await emulator();
    const result = await uploadHtmlArtifact({
      name: 'preview.html',
      dir,
      files: ['preview.html'],
      unzipped: true,
      log: memoryLog(),
      runtime: true,
      runUrl: RUN_URL,
    });
    expect(results.artifacts).toHaveLength(1);
    const [artifact] = results.artifacts;
    expect(artifact).toMatchObject({
      name: 'preview.html',
      mimeType: 'text/html',
      blobContentType: 'text/html',
      finalized: true,
    });
    expect(artifact.entries.get('preview.html')?.toString('utf8')).toBe(html);
    expect(result.url).toBe(
      `https://github.com/octo-org/articles/actions/runs/4242/artifacts/${artifact.id}`,
    );
  });

  it('is refused like the real service refuses it: over the size, or a service without unzipped files', async () => {
    const dir = await outputDir({ 'preview.html': 'x'.repeat(4096) });
    for (const options of [{ maxBytes: 1024 }, { fault: 'zip-only' as const }]) {
      const results = await startArtifactEmulator(options);
      cleanups.push(() => results.close());
      for (const [key, value] of Object.entries(runtimeEnv(results.url))) vi.stubEnv(key, value);
      const log = memoryLog();
      const result = await uploadHtmlArtifact({
        name: 'preview.html',
        dir,
        files: ['preview.html'],
        unzipped: true,
        log,
        runtime: true,
        runUrl: RUN_URL,
      });
      expect(result.failed).toBe(true);
      expect(result.url).toBeUndefined();
      expect(results.artifacts.filter((a) => a.finalized)).toEqual([]);
    }
  }, 120_000);

  it('refuses an artifact name with a character the service forbids', async () => {
    const results = await emulator();
    for (const name of ['a:b', 'a/b', 'a"b', 'a?b']) {
      const response = await fetch(
        `${results.url}/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${process.env.ACTIONS_RUNTIME_TOKEN}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            ...backendIds(process.env.ACTIONS_RUNTIME_TOKEN ?? ''),
            name,
            version: 7,
          }),
        },
      );
      expect(response.status, name).toBe(400);
    }
  });
});

/** The run and job ids a runtime token carries, as the client sends them. */
function backendIds(token: string) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  const [, runId, jobId] = (claims.scp as string).split(' ')[1].split(':');
  return { workflow_run_backend_id: runId, workflow_job_run_backend_id: jobId };
}

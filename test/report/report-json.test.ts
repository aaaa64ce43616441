import { describe, expect, it } from 'vitest';
import type { FileResult } from '../../src/core/types.js';
import { buildReport } from '../../src/report/report-json.js';
import type { Config } from '../../src/settings/config.js';

const SECRETS = {
  apiKey: 'wme_live_secret_key_0123456789',
  appId: 'wx-app-id-secret-42',
  appSecret: 'app-secret-value-abcdef',
  githubToken: 'ghs_tokenvalue0123456789',
};

function fullConfig(): Config {
  return {
    workspace: '/home/runner/work/repo',
    files: ['articles/**/*.md', '!articles/drafts/**'],
    changedOnly: true,
    mode: 'draft',
    engine: 'remote',
    apiKey: SECRETS.apiKey,
    appId: SECRETS.appId,
    appSecret: SECRETS.appSecret,
    apiUrl: 'https://user:urlpassword@api.example.com/v1?key=querysecret',
    backupApiUrl: 'https://backup.example.com/path#fragsecret',
    credentialHeaderPrefix: 'Messenger',
    convert: { theme: 'chinese', fontSize: 'large' },
    draftType: 'article',
    comment: true,
    commentTag: 'md-platform',
    artifact: true,
    artifactName: 'md-platform-html',
    outputDir: '/tmp/out',
    imageBaseUrl: 'https://raw.githubusercontent.com/o/r/abc/?token=rawsecret',
    failOn: 'error',
    dryRun: false,
    ledger: 'github',
    redraft: [],
    maxFiles: 200,
    concurrency: 4,
    rateLimit: { requests: 100, intervalMs: 60_000 },
    timeoutMs: 30_000,
    githubToken: SECRETS.githubToken,
  };
}

const results: FileResult[] = [
  {
    path: 'articles/a.md',
    status: 'converted',
    engine: 'remote',
    html: 'articles/a.html',
    wordCount: 900,
    estimatedReadTime: 3,
    findings: [{ severity: 'warning', code: 'too_many_images', message: 'm', line: 4 }],
    feed: { title: 'A', digest: 'first lines', cover: false },
  },
  {
    path: 'articles/b.md',
    status: 'failed',
    reason: 'too long',
    findings: [
      {
        severity: 'error',
        code: 'markdown_too_long',
        message: 'm',
        line: 1,
        limit: 50000,
        actual: 60000,
      },
    ],
  },
  { path: 'articles/c.md', status: 'removed', findings: [] },
];

describe('buildReport', () => {
  it('never writes a credential, even when handed the whole Config', () => {
    const report = buildReport({
      generatedAt: '2024-05-01T00:00:00.000Z',
      config: fullConfig(),
      results,
      run: { repository: 'o/r', runUrl: 'https://github.com/o/r/actions/runs/1?token=runsecret' },
    });
    const json = JSON.stringify(report);
    for (const secret of [
      ...Object.values(SECRETS),
      'urlpassword',
      'querysecret',
      'fragsecret',
      'rawsecret',
      'runsecret',
    ]) {
      expect(json.includes(secret), secret).toBe(false);
    }
    expect(report.config.apiUrl).toBe('https://api.example.com');
    expect(report.config.backupApiUrl).toBe('https://backup.example.com');
    expect(report.config.imageBaseUrl).toBe('https://raw.githubusercontent.com/o/r/abc/');
    expect(report.config.convert).toEqual({ theme: 'chinese', fontSize: 'large' });
    expect(report.config.files).toEqual(['articles/**/*.md', '!articles/drafts/**']);
  });

  it('counts files, findings and drafts the way the action outputs do', () => {
    const report = buildReport({
      generatedAt: '2024-05-01T00:00:00.000Z',
      toolVersion: '1.0.0',
      results,
      drafts: [
        { path: 'articles/a.md', type: 'article', status: 'created', draftId: 'd1' },
        { path: 'articles/x.md', type: 'newspic', status: 'already-drafted', draftId: 'd0' },
        { path: 'articles/b.md', type: 'article', status: 'failed', reason: 'not converted' },
      ],
    });
    expect(report.version).toBe(1);
    expect(report.counts).toMatchObject({
      files: 3,
      converted: 1,
      failed: 1,
      removed: 1,
      skipped: 0,
      drafted: 1,
      findings: { error: 1, warning: 1, notice: 0 },
      drafts: { created: 1, 'already-drafted': 1, failed: 1 },
    });
    expect(report.files[1].reason).toBe('too long');
    expect(report.files[1].findings[0]).toMatchObject({ limit: 50000, actual: 60000, line: 1 });
    expect(JSON.parse(JSON.stringify(report)).files[0].html).toBe('articles/a.html');
  });
});

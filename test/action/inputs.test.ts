import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/action/inputs.js';
import { InputError } from '../../src/core/errors.js';

function config(inputs: Record<string, string>, masked: string[] = []) {
  return readConfig({
    getInput: (name) => inputs[name] ?? '',
    workspace: '/work/space',
    runnerTemp: '/runner/tmp',
    setSecret: (value) => masked.push(value),
  });
}

function inputError(inputs: Record<string, string>): InputError {
  try {
    config(inputs);
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    const c = config({});
    expect(c).toMatchObject({
      files: ['**/*.md'],
      changedOnly: true,
      mode: 'auto',
      engine: 'auto',
      credentialHeaderPrefix: 'Messenger',
      draftType: 'article',
      comment: true,
      commentTag: 'md-platform',
      artifact: true,
      artifactName: 'md-platform-html',
      outputDir: '/runner/tmp/md-platform',
      failOn: 'error',
      dryRun: false,
      ledger: 'github',
      maxFiles: 200,
      concurrency: 4,
      rateLimit: { requests: 100, intervalMs: 60_000 },
      timeoutMs: 30_000,
      workspace: '/work/space',
    });
  });

  it('reads multi-line globs with exclusions and ignores blank and comment lines', () => {
    expect(
      config({ files: 'articles/**/*.md\n\n# drafts are private\n!articles/drafts/**\n' }).files,
    ).toEqual(['articles/**/*.md', '!articles/drafts/**']);
  });

  it('reads `redraft` as newline-separated globs, empty by default', () => {
    expect(config({}).redraft).toEqual([]);
    expect(config({ redraft: 'articles/post.md\n\n  articles/2024/*.md  \n' }).redraft).toEqual([
      'articles/post.md',
      'articles/2024/*.md',
    ]);
  });

  it('masks every credential before returning', () => {
    const masked: string[] = [];
    config(
      {
        'api-key': 'wme_secret123',
        'app-id': 'wx1234',
        'app-secret': 'appsecret99',
        'github-token': 'ghs_tok',
        'api-url': 'https://svc.example',
      },
      masked,
    );
    expect(masked.sort()).toEqual(['appsecret99', 'ghs_tok', 'wme_secret123', 'wx1234'].sort());
  });

  it.each([
    [{ mode: 'publish' }, 'mode', 'auto, check, convert, preview, draft'],
    [{ 'font-size': 'huge' }, 'font-size', 'small, medium, large'],
    [{ 'background-type': 'dots' }, 'background-type', 'default, grid, none'],
    [{ 'max-files': '-1' }, 'max-files', 'whole number'],
    [{ concurrency: '0' }, 'concurrency', 'whole number'],
    [{ 'fail-on': 'sometimes' }, 'fail-on', 'error, warning, never'],
    [{ 'dry-run': 'yes' }, 'dry-run', 'true or false'],
    [{ 'rate-limit': 'fast' }, 'rate-limit', '100/60s'],
    [{ 'api-key': 'wme_k', 'api-url': 'ftp://svc.example' }, 'api-url', 'https://'],
    [{ 'api-key': 'wme_k', 'api-url': 'http://svc.example' }, 'api-url', 'loopback'],
    [{ 'api-key': 'wme_k' }, 'api-url', 'required'],
    [{ engine: 'remote' }, 'api-key', 'needs a key'],
    [{ 'comment-tag': 'a b' }, 'comment-tag', 'letters'],
  ])('refuses %j naming the input and what it accepts', (inputs, name, allowed) => {
    const error = inputError(inputs);
    expect(error.input).toBe(name);
    expect(error.message).toContain(`\`${name}\``);
    expect(error.message.toLowerCase()).toContain(
      allowed.toLowerCase().replace('loopback', '127.0.0.1'),
    );
  });

  it('allows plain http only to loopback hosts', () => {
    expect(config({ 'api-key': 'wme_k', 'api-url': 'http://127.0.0.1:8080/' }).apiUrl).toBe(
      'http://127.0.0.1:8080',
    );
    expect(config({ 'api-key': 'wme_k', 'api-url': 'http://localhost:1' }).apiUrl).toBe(
      'http://localhost:1',
    );
    expect(config({ 'api-key': 'wme_k', 'api-url': 'https://svc.example/base/' }).apiUrl).toBe(
      'https://svc.example/base',
    );
  });

  it('never echoes a credential embedded in a URL', () => {
    const error = inputError({
      'api-key': 'wme_k',
      'api-url': 'https://user:hunter2pass@svc.example',
    });
    expect(error.message).not.toContain('hunter2pass');
  });

  it('resolves a relative output-dir against the workspace', () => {
    expect(config({ 'output-dir': 'out/html' }).outputDir).toBe('/work/space/out/html');
  });
});

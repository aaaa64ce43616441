import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
/**
 * The inputs of DESIGN.md section 3. The contract lives outside this repository, so the
 * list is kept here: a clone alone runs the whole suite.
 */
const DESIGN_INPUTS = [
  'files',
  'changed-only',
  'mode',
  'engine',
  'api-key',
  'app-id',
  'app-secret',
  'api-url',
  'backup-api-url',
  'credential-header-prefix',
  'theme',
  'font-size',
  'background-type',
  'convert-version',
  'draft-type',
  'draft-branch',
  'comment',
  'comment-tag',
  'artifact',
  'artifact-name',
  'output-dir',
  'image-base-url',
  'fail-on',
  'dry-run',
  'max-files',
  'concurrency',
  'rate-limit',
  'timeout-seconds',
  'github-token',
];
describe('action.yml', () => {
  it('runs on node24 from dist/index.js', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(
      action.name && action.description && action.author && action.branding?.icon,
    ).toBeTruthy();
  });

  it('declares every input of DESIGN.md with a description, and the documented defaults', () => {
    for (const name of DESIGN_INPUTS) {
      expect(action.inputs[name], name).toBeDefined();
      expect(action.inputs[name].description, name).toBeTruthy();
    }
    expect(action.inputs['rate-limit'].default).toBe('100/60s');
    expect(action.inputs['max-files'].default).toBe('200');
    expect(action.inputs['github-token'].default).toBe('${{ github.token }}');
  });

  it('declares every output of DESIGN.md with a description', () => {
    for (const name of [
      'files',
      'html-dir',
      'artifact-id',
      'artifact-url',
      'comment-url',
      'drafts',
      'converted',
      'failed',
      'skipped',
      'drafted',
    ]) {
      expect(action.outputs[name]?.description, name).toBeTruthy();
    }
  });

  it('has every input and output documented in the README tables', () => {
    for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) {
      expect(readme, name).toContain(`| \`${name}\` |`);
    }
    expect(readme).toContain('npm ci && npm test');
    expect(readme).toContain('npm ci && npm run demo');
  });
});

describe('workflows', () => {
  const files = [
    ...readdirSync(join(root, '.github/workflows')).map((f) => join(root, '.github/workflows', f)),
    ...readdirSync(join(root, 'docs/examples')).map((f) => join(root, 'docs/examples', f)),
  ].filter((f) => f.endsWith('.yml'));

  it('pin every third-party action to a full commit SHA', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/uses:\s*(\S+)/g)) {
        const ref = match[1];
        if (ref === './' || /^org\/md-platform-action(\/fork-comment)?@/.test(ref)) continue;
        expect(ref, `${file}: ${ref}`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
      }
    }
  });

  it('never combine pull_request_target with a checkout', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (/pull_request_target/.test(text)) expect(text, file).not.toMatch(/actions\/checkout/);
    }
  });
});

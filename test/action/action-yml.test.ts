import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ACTION_INPUTS,
  INPUT_NAMING,
  parseSettings,
  type SettingName,
  settingFields,
} from '../../src/settings/schema.js';

const root = resolve(import.meta.dirname, '../..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
describe('action.yml', () => {
  it('runs on node24 from dist/index.js', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(
      action.name && action.description && action.author && action.branding?.icon,
    ).toBeTruthy();
  });

  it('declares exactly the settings of the schema as inputs, each with a description', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...ACTION_INPUTS].sort());
    for (const name of ACTION_INPUTS) expect(action.inputs[name].description, name).toBeTruthy();
  });

  it('gives each input the default the schema applies when it is unset', () => {
    const fields = settingFields(INPUT_NAMING);
    const parsed = (name: SettingName, value: string | undefined) =>
      parseSettings([name], value === undefined ? {} : { [name]: value }, INPUT_NAMING)[name];
    for (const name of ACTION_INPUTS) {
      const declared = action.inputs[name].default;
      expect(typeof declared, `${name}: action.yml gives a default`).toBe('string');
      // An expression is the runner's to fill in: the token of the job.
      if (declared.startsWith('${{')) {
        expect(name).toBe('github-token');
        continue;
      }
      expect(parsed(name, declared), name).toEqual(parsed(name, undefined));
      expect(fields[name], name).toBeDefined();
    }
    expect(action.inputs['github-token'].default).toBe('${{ github.token }}');
  });

  it('declares every output with a description', () => {
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

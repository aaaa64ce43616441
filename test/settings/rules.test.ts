import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/action/inputs.js';
import { InputError } from '../../src/core/errors.js';
import { THEME_IDS } from '../../src/core/types.js';
import { type RunningServer, startServer } from '../../src/server/index.js';
import { ARTICLE, makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';

function config(inputs: Record<string, string>) {
  return readConfig({
    getInput: (name) => inputs[name] ?? '',
    workspace: '/work/space',
    runnerTemp: '/runner/tmp',
    setSecret: () => {},
  });
}

function refusal(inputs: Record<string, string>): InputError | undefined {
  try {
    config(inputs);
    return undefined;
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
}

const SERVICE = { 'api-key': 'wme_key', 'api-url': 'https://svc.example' };

describe('the theme, checked once where it is given', () => {
  it('the action refuses an unknown theme on the input, with the closest id', () => {
    const error = refusal({ theme: 'Chinese' });
    expect(error?.input).toBe('theme');
    expect(error?.message).toBe(
      'Input `theme` "Chinese" is not a theme (did you mean "chinese"?); the README\'s theme list has every id.',
    );
  });

  it('the action keeps a known theme and says nothing', () => {
    expect(config({ theme: 'chinese' })).toMatchObject({
      convert: { theme: 'chinese' },
      notices: [],
    });
  });

  it.each([
    ['remote', { engine: 'remote', ...SERVICE }],
    ['auto with a service', SERVICE],
  ])('with the %s engine an id only the service knows is sent, with a notice', (_, inputs) => {
    const c = config({ ...inputs, theme: 'nyt-classic-2' });
    expect(c.convert.theme).toBe('nyt-classic-2');
    expect(c.notices).toEqual([
      'Input `theme` "nyt-classic-2" is not one of the embedded engine\'s themes (did you mean "nyt-classic"?); it is sent to the service as written.',
    ]);
  });

  it('with the local engine, even with a service configured, an unknown id is refused', () => {
    expect(refusal({ engine: 'local', ...SERVICE, theme: 'nyt-classic-2' })?.input).toBe('theme');
  });

  it('the CLI refuses --theme Chinese as a usage error, with the closest id, before reading files', async () => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    for (const command of ['convert', 'check', 'preview']) {
      const run = await cli([command, 'a.md', '--theme', 'Chinese'], cwd);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--theme "Chinese" is not a theme (did you mean "chinese"?)');
      expect(run.stdout).toBe('');
    }
    expect(THEME_IDS).toContain('chinese');
  });
});

describe('the rules between service settings, the same for the action and the CLI', () => {
  it.each<[string, Record<string, string>, string, RegExp]>([
    [
      'remote without a key',
      { engine: 'remote' },
      'api-key',
      /^Input `engine` is `remote` but no API key is set/,
    ],
    [
      'a key without its URL',
      { 'api-key': 'wme_k' },
      'api-url',
      /^Input `api-url` is required with an API key/,
    ],
    [
      'remote with a key but no URL',
      { engine: 'remote', 'api-key': 'wme_k' },
      'api-url',
      /^Input `api-url` is required/,
    ],
    [
      'a backup without a primary',
      { 'backup-api-url': 'https://b.example' },
      'backup-api-url',
      /^Input `backup-api-url` needs Input `api-url` as well/,
    ],
  ])('the action refuses %s', (_, inputs, input, message) => {
    const error = refusal(inputs);
    expect(error?.input).toBe(input);
    expect(error?.message).toMatch(message);
  });

  it('the action with engine local needs no URL for its key, and keeps no service without one', () => {
    expect(config({ engine: 'local', 'api-key': 'wme_k' }).service).toBeUndefined();
    expect(config(SERVICE).service).toMatchObject({
      apiKey: 'wme_key',
      apiUrl: 'https://svc.example',
    });
  });

  it.each<[string, string[], Record<string, string>, RegExp]>([
    [
      '--engine remote without a key',
      ['--engine', 'remote'],
      {},
      /--engine is `remote` but no API key is set.*MD_PLATFORM_API_KEY/,
    ],
    [
      '--api-key without --api-url',
      ['--api-key', 'wme_k'],
      {},
      /--api-url is required with an API key/,
    ],
    [
      '--backup-api-url alone',
      ['--backup-api-url', 'https://b.example'],
      {},
      /--backup-api-url needs --api-url as well/,
    ],
  ])('the CLI refuses %s as a usage error', async (_, flags, env, message) => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(['convert', 'a.md', ...flags], cwd, env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});

describe("the CLI's auto engine chooses as the action does", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function previewEngine(env: Record<string, string>, flags: string[] = []) {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(['preview', 'a.md', '--out', 'out', ...flags], cwd, env);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(await readFile(join(cwd, 'out', 'report.json'), 'utf8'));
    return report.run.engine;
  }

  it('the service, when MD_PLATFORM_API_KEY and --api-url are set', async () => {
    server = await startServer({ port: 0, keys: ['wme_auto_key'] });
    const engine = await previewEngine({ MD_PLATFORM_API_KEY: 'wme_auto_key' }, [
      '--api-url',
      server.url,
    ]);
    expect(engine).toBe('remote');
    expect(server.stats().requests['/api/v1/convert']).toBeGreaterThan(0);
  });

  it('the embedded engine without a service URL, even with a key in the environment', async () => {
    expect(await previewEngine({ MD_PLATFORM_API_KEY: 'wme_auto_key' })).toBe('local');
  });

  it('the embedded engine when told, whatever is configured', async () => {
    server = await startServer({ port: 0, keys: ['wme_auto_key'] });
    const engine = await previewEngine({ MD_PLATFORM_API_KEY: 'wme_auto_key' }, [
      '--api-url',
      server.url,
      '--engine',
      'local',
    ]);
    expect(engine).toBe('local');
  });
});

import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/action/inputs.js';
import { InputError } from '../../src/core/errors.js';
import { FLAG_NAMING, INPUT_NAMING, parseSettings } from '../../src/settings/schema.js';
import { ARTICLE, makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';

/** The action's message for one bad input. */
function actionMessage(name: string, value: string): string {
  const inputs: Record<string, string> = { [name]: value };
  try {
    readConfig({
      getInput: (input) => inputs[input] ?? '',
      setSecret: () => {},
      workspace: '/work/space',
      runnerTemp: '/runner/tmp',
    });
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error(`expected ${name}=${value} to be refused`);
}

describe('one rule per setting, for the action and the CLI', () => {
  it.each([
    ['rate-limit', 'fast'],
    ['rate-limit', '0/60s'],
    ['font-size', 'huge'],
    ['background-type', 'dots'],
    ['concurrency', '0'],
    ['concurrency', '3.5'],
    ['timeout-seconds', '0'],
    ['timeout-seconds', 'soon'],
  ])('--%s %s: the same refusal, each naming the setting its own way', async (name, value) => {
    const action = actionMessage(name, value);
    expect(action.startsWith(`Input \`${name}\` `)).toBe(true);
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(['convert', 'a.md', `--${name}`, value], cwd);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    // Same text after the name: one rule wrote both.
    expect(run.stderr).toBe(
      `md-platform convert: --${name} ${action.slice(`Input \`${name}\` `.length)}`,
    );
  });

  it('a service URL the action refuses, the CLI refuses with the same words', async () => {
    const inputs: Record<string, string> = {
      'api-key': 'wme_k',
      'api-url': 'http://svc.example',
    };
    let action = '';
    try {
      readConfig({
        getInput: (input) => inputs[input] ?? '',
        setSecret: () => {},
        workspace: '/w',
        runnerTemp: '/t',
      });
    } catch (error) {
      action = (error as Error).message;
    }
    expect(action).toMatch(/^Input `api-url` must use https:\/\//);
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(
      ['convert', 'a.md', '--engine', 'remote', '--api-url', 'http://svc.example'],
      cwd,
      { MD_PLATFORM_API_KEY: 'wme_k' },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `md-platform convert: --api-url ${action.slice('Input `api-url` '.length)}`,
    );
  });

  it('the credential header prefix has one rule, named as each entry point names it', () => {
    const prefix = 'Bad Prefix';
    const refusal = (naming: typeof INPUT_NAMING) => {
      try {
        parseSettings(['credential-header-prefix'], { 'credential-header-prefix': prefix }, naming);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(actionMessage('credential-header-prefix', prefix)).toBe(
      'Input `credential-header-prefix` must be letters, digits and hyphens, like `Messenger`; got "Bad Prefix".',
    );
    expect(refusal(FLAG_NAMING)).toEqual(
      new InputError(
        'credential-header-prefix',
        '--credential-header-prefix must be letters, digits and hyphens, like `Messenger`; got "Bad Prefix".',
      ),
    );
    expect(actionMessage('credential-header-prefix', 'a'.repeat(65))).toContain('got "aaaa');
  });

  it('the CLI uses the same default header prefix as the action', async () => {
    const { readFlags, SERVICE_FLAGS, cliService } = await import('../../src/cli/flags.js');
    const flags = readFlags(SERVICE_FLAGS, { 'api-url': 'https://svc.example' });
    const service = cliService(
      flags,
      { MD_PLATFORM_API_KEY: 'wme_k' },
      { engine: 'auto', concurrency: 4 },
    );
    expect(service?.credentialHeaderPrefix).toBe(
      readConfig({ getInput: () => '', setSecret: () => {}, workspace: '/w', runnerTemp: '/t' })
        .credentialHeaderPrefix,
    );
  });
});

describe('a schema failure reaches the user as their message', () => {
  it('is an InputError naming the setting, with no trace of the schema library', () => {
    let caught: unknown;
    try {
      parseSettings(['max-files', 'fail-on'], { 'fail-on': 'sometimes' }, INPUT_NAMING);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputError);
    expect(caught).toMatchObject({
      input: 'fail-on',
      message: 'Input `fail-on` must be one of error, warning, never; got "sometimes".',
    });
  });

  it('a value of the wrong kind from an entry point is still one plain sentence', () => {
    let caught: unknown;
    try {
      parseSettings(['concurrency'], { concurrency: 4 as unknown as string }, FLAG_NAMING);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputError);
    expect((caught as InputError).message).toBe('--concurrency has a value that is not text.');
  });

  it('only the first refusal is reported, in the order the settings are listed', () => {
    expect(() =>
      parseSettings(
        ['font-size', 'rate-limit'],
        { 'font-size': 'huge', 'rate-limit': 'fast' },
        FLAG_NAMING,
      ),
    ).toThrow(/^--font-size must be one of small, medium, large; got "huge"\.$/);
  });
});

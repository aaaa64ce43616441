import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { assertDraftCredentials } from '../../src/drafts/plan.js';

const ALL = { apiKey: 'wme_k', appId: 'wx123', appSecret: 's3cret', apiUrl: 'https://svc.example' };

function refusal(config: Partial<typeof ALL>): { input: string; message: string } | undefined {
  try {
    assertDraftCredentials(config);
    return undefined;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { input: error.input, message: error.message };
  }
}

describe('assertDraftCredentials: drafting names what it lacks before any call', () => {
  it('passes with the key, the app id and secret, and the service URL', () => {
    expect(refusal(ALL)).toBeUndefined();
  });

  it.each<[string, Partial<typeof ALL>, string, string[]]>([
    [
      'no key',
      { ...ALL, apiKey: undefined },
      'api-key',
      ['api-key: ${{ secrets.MD_PLATFORM_API_KEY }}'],
    ],
    ['no app id', { ...ALL, appId: '' }, 'app-id', ['app-id: ${{ secrets.PLATFORM_APP_ID }}']],
    [
      'no app secret',
      { ...ALL, appSecret: undefined },
      'app-secret',
      ['app-secret: ${{ secrets.PLATFORM_APP_SECRET }}'],
    ],
    [
      'no app id or secret',
      { apiKey: 'wme_k', apiUrl: ALL.apiUrl },
      'app-id',
      ['app-id: ${{ secrets.PLATFORM_APP_ID }}', 'app-secret: ${{ secrets.PLATFORM_APP_SECRET }}'],
    ],
    [
      'nothing at all',
      {},
      'api-key',
      [
        'api-key: ${{ secrets.MD_PLATFORM_API_KEY }}',
        'app-id: ${{ secrets.PLATFORM_APP_ID }}',
        'app-secret: ${{ secrets.PLATFORM_APP_SECRET }}',
      ],
    ],
  ])('%s: refused, each missing secret shown as the step needs it', (_, config, input, lines) => {
    const found = refusal(config);
    expect(found?.input).toBe(input);
    const shown = (found?.message ?? '')
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
    expect(shown).toEqual(lines);
    expect(found?.message).toMatch(/^Drafts need `/);
  });

  it('with every secret but no service URL, asks for the URL', () => {
    expect(refusal({ ...ALL, apiUrl: undefined })).toEqual({
      input: 'api-url',
      message: 'Drafts need `api-url`, the base URL of the service that creates them.',
    });
  });

  it('never shows a value it was given', () => {
    const found = refusal({ ...ALL, appSecret: undefined });
    expect(found?.message).not.toContain(ALL.apiKey);
    expect(found?.message).not.toContain(ALL.appId);
  });
});

import { describe, expect, it } from 'vitest';
import { previewImageBaseUrl, type RunContext } from '../../src/github/event.js';

function context(
  overrides: Partial<RunContext['repo']>,
  server = 'https://github.com',
): RunContext {
  return {
    eventName: 'pull_request',
    repo: { owner: 'o', name: 'r', fullName: 'o/r', ...overrides },
    sha: 'm'.repeat(40),
    ref: 'refs/pull/1/merge',
    serverUrl: server,
    apiUrl: 'https://api.github.com',
    runUrl: '',
    workspace: '/w',
    pullRequest: {
      number: 1,
      baseSha: 'b'.repeat(40),
      headSha: 'h'.repeat(40),
      headRepoFullName: 'o/r',
      isFork: false,
    },
  };
}

describe("where a preview's images live on the web, for Copy article", () => {
  it('is the raw URL at the head commit of a public repository', () => {
    expect(previewImageBaseUrl(context({ private: false }), undefined)).toBe(
      `https://raw.githubusercontent.com/o/r/${'h'.repeat(40)}/`,
    );
    expect(previewImageBaseUrl(context({ private: false }, 'https://ghe.example'), undefined)).toBe(
      `https://ghe.example/o/r/raw/${'h'.repeat(40)}/`,
    );
  });

  it('is unknown for a private repository, or one whose visibility the event does not say', () => {
    expect(previewImageBaseUrl(context({ private: true }), undefined)).toBeUndefined();
    expect(previewImageBaseUrl(context({}), undefined)).toBeUndefined();
  });

  it('is image-base-url whenever it is set', () => {
    expect(previewImageBaseUrl(context({ private: true }), 'https://cdn.example/a/')).toBe(
      'https://cdn.example/a/',
    );
  });
});

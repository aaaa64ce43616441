import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../src/core/errors.js';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { ARTICLE, makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';

function refusal(text: string): { message: string; line?: number } {
  try {
    splitFrontMatter(text);
  } catch (error) {
    if (error instanceof DocumentError) return { message: error.message, line: error.line };
    throw error;
  }
  throw new Error('accepted');
}

describe('front matter that is not valid YAML', () => {
  it('an unquoted ": " in a value: says to quote it, and shows how', () => {
    expect(refusal('---\nauthor: Ann\ntitle: Caching: a field guide\n---\n# Body\n')).toEqual({
      message:
        'Front matter is not valid YAML: Nested mappings are not allowed in compact mappings. A value holding ": " must be quoted: title: "Caching: a field guide"',
      line: 3,
    });
  });

  it('a value with a double quote in it is shown in single quotes', () => {
    expect(refusal('---\ntitle: Say "hi": twice\n---\n').message).toMatch(
      / must be quoted: title: 'Say "hi": twice'$/,
    );
  });

  it('a tab in the indentation: says to indent with spaces', () => {
    expect(refusal('---\ntitle: T\ntags:\n\t- a\n---\n')).toEqual({
      message:
        'Front matter is not valid YAML: Tabs are not allowed as indentation. Indent with spaces: YAML does not allow tabs.',
      line: 4,
    });
  });

  it('a value starting with @: says to quote it', () => {
    expect(refusal('---\nauthor: @ann\n---\n').message).toMatch(
      /A value starting with @ must be quoted: author: "@ann"$/,
    );
  });

  it('a field given twice: says to remove one', () => {
    expect(refusal('---\ntitle: a\ntitle: b\n---\n').message).toMatch(
      /Each field may appear once: remove one of them\.$/,
    );
  });

  it('the CLI prints it with the path and the line', async () => {
    const cwd = await makeWorkspace({
      'post.md': `---\ntitle: Caching: a field guide\n---\n${ARTICLE}`,
    });
    const run = await cli(['check', 'post.md'], cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'post.md:2: error invalid_front_matter: Front matter is not valid YAML: Nested mappings are not allowed in compact mappings. A value holding ": " must be quoted: title: "Caching: a field guide"',
    );
  });
});

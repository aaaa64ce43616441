import { describe, expect, it } from 'vitest';
import { actionFixtures, DOCS_RUN } from '../support/action-fixture.js';

const fixture = actionFixtures();

/**
 * A mistyped `theme` input is the workflow's mistake, not each article's: the step fails
 * once, on the input, with the id that was meant, before any article is converted.
 */
describe('theme: Chinese', () => {
  it('fails the step once, on the input, suggesting chinese, and converts nothing', async () => {
    const { run } = await fixture({
      files: {
        'docs/a.md': '# A\n\nText.\n',
        'docs/b.md': '# B\n\nText.\n',
        'docs/c.md': '---\ntheme: chinese\n---\n# C\n\nText.\n',
      },
      inputs: { ...DOCS_RUN, theme: 'Chinese' },
    });
    const result = await run();
    expect(result.code).toBe(1);
    const errors = result.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0].file).toBeUndefined();
    expect(errors[0].message).toContain(
      'Input `theme` "Chinese" is not a theme (did you mean "chinese"?)',
    );
    expect(result.outputs.converted ?? '0').toBe('0');
    // The summary escapes the quotes as HTML entities.
    expect(result.summary).toMatch(/Chinese.{1,8} is not a theme .{1,8}did you mean .{1,8}chinese/);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET } from '../../src/core/budget.js';
import { LimitError } from '../../src/core/errors.js';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { createBudgetedEngine } from '../../src/engine/local/threads/budgeted-engine.js';

/** One engine for the file's conversions, as `serve` and the CLI hold one. */
const convertLocal = createLocalEngine().convertSync;

function limitError(markdown: string): LimitError {
  try {
    convertLocal({ markdown });
  } catch (error) {
    if (error instanceof LimitError) return error;
    throw error;
  }
  throw new Error('expected a LimitError');
}

const fence = (lang = 'js') => `\`\`\`${lang}\nx\n\`\`\`\n`;

describe('service limits', () => {
  it('refuses Markdown over 50,000 characters', () => {
    const error = limitError(`${'a'.repeat(100)}\n`.repeat(500) + 'tail');
    expect(error).toMatchObject({ code: 'markdown_too_long', limit: 50_000 });
    expect(error.actual).toBe(101 * 500 + 4);
    expect(error.line).toBe(496);
  });

  it('accepts exactly 50,000 characters', () => {
    expect(convertLocal({ markdown: 'a'.repeat(50_000) }).wordCount).toBe(50_000);
  });

  it('refuses more than 100 images, counting Markdown and <img>', () => {
    const markdown = `${'![i](https://x/i.png)\n'.repeat(60)}${'<img src="https://x/i.png">\n'.repeat(41)}`;
    expect(limitError(markdown)).toMatchObject({
      code: 'too_many_images',
      limit: 100,
      actual: 101,
      line: 101,
    });
  });

  it('refuses more than 50 fenced code blocks', () => {
    const error = limitError(fence().repeat(51));
    expect(error).toMatchObject({ code: 'too_many_code_blocks', limit: 50, actual: 51, line: 151 });
    expect(convertLocal({ markdown: fence().repeat(50) }).html).toContain('<code');
  });

  it('refuses more than 20 mermaid blocks and any mermaid block over 10,000 characters', () => {
    expect(limitError(fence('mermaid').repeat(21))).toMatchObject({
      code: 'too_many_mermaid_blocks',
      actual: 21,
    });
    const big = `# T\n\`\`\`mermaid\n${'graph TD;\n'.repeat(1001)}\`\`\`\n`;
    expect(limitError(big)).toMatchObject({
      code: 'mermaid_block_too_long',
      limit: 10_000,
      line: 2,
    });
  });

  it('leaves the request body size to the server', () => {
    // Control characters become six-byte \u escapes in JSON: under 50,000 characters, over 256 KiB.
    const markdown = '\u0001'.repeat(49_000);
    expect(Buffer.byteLength(JSON.stringify({ markdown }))).toBeGreaterThan(256 * 1024);
    expect(() => convertLocal({ markdown })).not.toThrow();
  });
});

describe('a caller that has pre-checked', () => {
  // processDocument runs precheck and checkModules itself and sends nothing with an
  // error, so the engine's own run of them is skipped; every other caller gets them. The
  // action converts through the budgeted engine, which must pass the option on.
  const overLimit = fence().repeat(51);
  const malformed = ':::cards[Plans]\nonly | three | fields\n:::\n';
  const engines = {
    local: () => createLocalEngine(),
    budgeted: () =>
      createBudgetedEngine({ entry: '/nowhere.js', budget: DEFAULT_BUDGET, threads: 1 }),
  };

  it.each(Object.entries(engines))('is not checked again by the %s engine', async (_, open) => {
    const engine = open();
    await expect(
      engine.convert({ markdown: overLimit }, undefined, { prechecked: true }),
    ).resolves.toMatchObject({ wordCount: expect.any(Number) });
    await expect(
      engine.convert({ markdown: malformed }, undefined, { prechecked: true }),
    ).resolves.toMatchObject({ html: expect.any(String) });
    await engine.close?.();
  });

  it.each(Object.entries(engines))(
    'is the only one: without the option the %s engine refuses as the service does',
    async (_, open) => {
      const engine = open();
      await expect(engine.convert({ markdown: overLimit })).rejects.toMatchObject({
        code: 'too_many_code_blocks',
      });
      await expect(engine.convert({ markdown: malformed })).rejects.toMatchObject({
        code: 'malformed_module',
      });
      await engine.close?.();
    },
  );
});

import { mkdir, mkdtemp, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/types.js';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { checkReadiness } from '../../src/markdown/readiness.js';
import { processDocument } from '../../src/run/process-document.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let workspace: string;

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'md-ready-'));
  await mkdir(join(workspace, 'posts/img'), { recursive: true });
  await writeFile(join(workspace, 'posts/img/ok.png'), PNG);
  // Sparse: 11 MiB on paper, nothing on disk.
  await writeFile(join(workspace, 'posts/img/huge.png'), '');
  await truncate(join(workspace, 'posts/img/huge.png'), 11 * 1024 * 1024);
});

/** The readiness findings of one document, as the pre-check of a run reports them. */
async function check(
  text: string,
  drafts: { configured: boolean; draftType?: 'article' | 'newspic' } = { configured: true },
): Promise<Array<Pick<Finding, 'severity' | 'code' | 'line'>>> {
  const name = `posts/doc-${Math.random().toString(36).slice(2)}.md`;
  await writeFile(join(workspace, name), text);
  const { result } = await processDocument(name, {
    workspace,
    convertOptions: {},
    drafts: { configured: drafts.configured, draftType: drafts.draftType ?? 'article' },
  });
  return result.findings.map(({ severity, code, line }) => ({ severity, code, line }));
}

const COVER = 'cover: img/ok.png\n';

describe('draft readiness in the pre-check', () => {
  it('a title over 32 characters is an error on the title line when the file will be drafted', async () => {
    const title = 'T'.repeat(38);
    expect(await check(`---\n${COVER}title: ${title}\n---\nText.\n`)).toEqual([
      { severity: 'error', code: 'title_too_long', line: 3 },
    ]);
    // From the first heading when the front matter has no title: that heading's line.
    expect(await check(`---\n${COVER}---\n\nIntro.\n\n# ${title}\n`)).toEqual([
      { severity: 'error', code: 'title_too_long', line: 7 },
    ]);
    // 32 characters, a short author and digest, a cover and an image that exist: ready.
    expect(
      await check(
        `---\ntitle: ${'T'.repeat(32)}\nauthor: Me\ndigest: Short.\n${COVER}---\n![x](img/ok.png)\n`,
      ),
    ).toEqual([]);
  });

  it('is a warning when nothing drafts it: no draft inputs, or publish: false', async () => {
    const doc = `---\n${COVER}title: ${'T'.repeat(38)}\n---\nText.\n`;
    expect(await check(doc, { configured: false })).toEqual([
      { severity: 'warning', code: 'title_too_long', line: 3 },
    ]);
    expect(await check(doc.replace('---\nText', 'publish: false\n---\nText'))).toEqual([
      { severity: 'warning', code: 'title_too_long', line: 3 },
    ]);
  });

  it('author over 16 and digest over 128 characters, each on its line', async () => {
    expect(
      await check(
        `---\n${COVER}author: ${'A'.repeat(17)}\ndigest: ${'d'.repeat(129)}\n---\nText.\n`,
      ),
    ).toEqual([
      { severity: 'error', code: 'author_too_long', line: 3 },
      { severity: 'error', code: 'digest_too_long', line: 4 },
    ]);
  });

  it('images the platform rejects: WebP, SVG files, data: URIs, over 10 MiB, missing', async () => {
    const body = [
      '![a](img/a.webp)',
      '<img src="img/logo.svg">',
      '![b](data:image/png;base64,iVBORw0KGgo=)',
      '![c](img/huge.png)',
      '![d](img/missing.png)',
      '![e](../../outside.png)',
      '![f](img/ok.png) ![g](https://img.example/x.jpg)',
    ].join('\n\n');
    const findings = await check(`---\ntitle: Images\n---\n${body}\n`);
    expect(findings).toEqual([
      { severity: 'error', code: 'rejected_image', line: 4 },
      { severity: 'error', code: 'rejected_image', line: 6 },
      { severity: 'error', code: 'rejected_image', line: 8 },
      { severity: 'error', code: 'image_too_large', line: 10 },
      { severity: 'error', code: 'unresolvable_image', line: 12 },
      { severity: 'error', code: 'unresolvable_image', line: 14 },
    ]);
  });

  it('images, newspic pictures and a cover that are links into .git, to a folder or out are findings of their own', async () => {
    await mkdir(join(workspace, '.git'), { recursive: true });
    await writeFile(join(workspace, '.git/config'), 'extraheader = AUTHORIZATION: basic x');
    await mkdir(join(workspace, 'posts/links'), { recursive: true });
    await symlink('../../.git/config', join(workspace, 'posts/links/git.png'));
    await symlink('../img', join(workspace, 'posts/links/folder.png'));
    await symlink('/proc/self/environ', join(workspace, 'posts/links/environ.png'));
    const article =
      '---\ntitle: x\ncover: links/git.png\n---\n![a](links/folder.png)\n\n![b](links/environ.png)\n';
    // Preview only: a way into .git or out is still an error; a folder is what a missing file is.
    expect(await check(article, { configured: false })).toEqual([
      { severity: 'error', code: 'path_into_git', line: 3 },
      { severity: 'warning', code: 'path_not_a_file', line: 5 },
      { severity: 'error', code: 'path_outside_workspace', line: 7 },
    ]);
    const newspic =
      '---\ntitle: x\ntype: newspic\nimages:\n  - links/git.png\n  - img/ok.png\n---\nText.\n';
    expect(await check(newspic)).toEqual([{ severity: 'error', code: 'path_into_git', line: 4 }]);
  });

  it('a cover that does not resolve, and an article with neither cover nor image', async () => {
    expect(await check('---\ntitle: x\ncover: img/nope.png\n---\nText.\n')).toEqual([
      { severity: 'error', code: 'unresolvable_image', line: 3 },
    ]);
    // A warning for a document that will be drafted (the platform wants a cover, and says
    // so by name); nothing for a preview-only run or a file with `publish: false`.
    const noCover = '---\ntitle: x\n---\nText.\n';
    expect(await check(noCover)).toEqual([{ severity: 'warning', code: 'no_cover', line: 1 }]);
    expect(await check(noCover, { configured: false })).toEqual([]);
    expect(await check('---\ntitle: x\npublish: false\n---\nText.\n')).toEqual([]);
    const name = 'posts/no-cover.md';
    await writeFile(join(workspace, name), noCover);
    const { result } = await processDocument(name, {
      workspace,
      convertOptions: {},
      drafts: { configured: true, draftType: 'article' },
    });
    expect(result.findings[0].message).toContain('`cover`');
  });

  it('newspic image count 1–20, from `images:` or the text', async () => {
    expect(await check('---\ntitle: x\ntype: newspic\n---\nNo pictures.\n')).toEqual([
      { severity: 'error', code: 'newspic_without_images', line: 3 },
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `  - https://img.example/${i}.jpg`);
    expect(
      await check(`---\ntitle: x\ntype: newspic\nimages:\n${many.join('\n')}\n---\nT\n`),
    ).toEqual([{ severity: 'error', code: 'newspic_too_many_images', line: 4 }]);
    // The draft type may come from the inputs; the 21st image in the text is the line.
    const body = Array.from({ length: 21 }, (_, i) => `![${i}](https://img.example/${i}.png)`);
    expect(
      await check(`---\ntitle: x\n---\n${body.join('\n')}\n`, {
        configured: true,
        draftType: 'newspic',
      }),
    ).toEqual([{ severity: 'error', code: 'newspic_too_many_images', line: 24 }]);
  });

  it('unknown theme, font-size, background-type and type are errors on their lines, drafted or not', async () => {
    const doc = [
      '---',
      'title: x',
      COVER.trim(),
      'theme: neon-pink',
      'font-size: huge',
      'background-type: dots',
      'type: video',
      '---',
      'Text.',
      '',
    ].join('\n');
    expect(await check(doc, { configured: false })).toEqual([
      { severity: 'error', code: 'unknown_theme', line: 4 },
      { severity: 'error', code: 'unknown_font_size', line: 5 },
      { severity: 'error', code: 'unknown_background_type', line: 6 },
      { severity: 'error', code: 'unknown_type', line: 7 },
    ]);
  });

  it('a front matter theme off the catalogue: an error with the closest id locally, a notice for the service', async () => {
    const doc = `---\ntitle: x\n${COVER}theme: chinesee\n---\nText.\n`;
    const name = 'posts/theme-typo.md';
    await writeFile(join(workspace, name), doc);
    const local = await processDocument(name, { workspace, convertOptions: {} });
    const [finding] = local.result.findings;
    expect(finding).toMatchObject({ severity: 'error', code: 'unknown_theme', line: 4 });
    expect(finding.message).toBe(
      'Front matter `theme` is "chinesee" (did you mean "chinese"?), which is not a theme; md-platform themes lists the 48 ids.',
    );
    expect(local.result.status).toBe('failed');

    const source = { path: name, ...splitFrontMatter(doc) };
    const remote = await checkReadiness(source, {
      workspace,
      draftType: 'article',
      drafts: false,
      engine: 'remote',
    });
    expect(remote.blocksConversion).toBe(false);
    expect(remote.findings).toMatchObject([
      { severity: 'notice', code: 'theme_not_in_catalogue', line: 4 },
    ]);
    expect(remote.findings[0].message).toContain('sent to the service as written');
    // Every catalogue theme is known, the ten of the service's catalogue included.
    const known = await checkReadiness(
      { path: name, ...splitFrontMatter(doc.replace('chinesee', 'coffee-house')) },
      { workspace, draftType: 'article', drafts: false },
    );
    expect(known.findings).toEqual([]);
  });
});

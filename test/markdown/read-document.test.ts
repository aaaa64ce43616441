import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocumentError } from '../../src/core/errors.js';
import { readDocument } from '../../src/markdown/read-document.js';

let workspace: string;
let outside: string;

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'md-ws-'));
  outside = await mkdtemp(join(tmpdir(), 'md-outside-'));
  await mkdir(join(workspace, 'docs'));
  await writeFile(join(outside, 'secret.md'), '# not yours');
});

async function refusal(name: string, content?: string | Buffer): Promise<DocumentError> {
  if (content !== undefined) await writeFile(join(workspace, name), content);
  const error = await readDocument(workspace, name).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

describe('readDocument', () => {
  it('splits front matter, keeps body lines addressable and hashes the bytes', async () => {
    await writeFile(
      join(workspace, 'docs/a.md'),
      '---\ntitle: Hello\ntype: newspic\nimages: [a.png]\n---\n# Body\n',
    );
    const doc = await readDocument(workspace, 'docs/a.md');
    expect(doc.frontMatter).toMatchObject({ title: 'Hello', type: 'newspic', images: ['a.png'] });
    // Findings about a field point at its line in the file.
    expect(doc.frontMatter.lines).toEqual({ title: 2, type: 3, images: 4 });
    expect(doc.body).toBe('# Body\n');
    expect(doc.bodyLineOffset).toBe(5);
    expect(doc.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells the user to run actions/checkout when the file is missing', async () => {
    const error = await refusal('docs/missing.md');
    expect(error.code).toBe('file_missing');
    expect(error.message).toContain('actions/checkout');
  });

  it('refuses a symlink that leaves the workspace', async () => {
    await symlink(join(outside, 'secret.md'), join(workspace, 'escape.md'));
    expect((await refusal('escape.md')).code).toBe('path_outside_workspace');
  });

  it('refuses a link to a folder, a FIFO and a link into .git as findings, never reading them', async () => {
    await mkdir(join(workspace, '.git'), { recursive: true });
    await writeFile(join(workspace, '.git/config'), 'extraheader = AUTHORIZATION: basic x');
    await symlink('docs', join(workspace, 'folder.md'));
    await symlink('.git/config', join(workspace, 'config.md'));
    execFileSync('mkfifo', [join(workspace, 'pipe.md')]);
    expect((await refusal('folder.md')).message).toBe(
      'folder.md is a folder, not a regular file; it is not read.',
    );
    // Opening a FIFO would wait for a writer for ever; it is refused before any open.
    expect((await refusal('pipe.md')).code).toBe('path_not_a_file');
    expect((await refusal('config.md')).code).toBe('path_into_git');
    expect((await refusal('.git/config')).code).toBe('path_into_git');
  });

  it('refuses a path that climbs out of the workspace', async () => {
    expect((await refusal('../x.md')).code).toBe('path_outside_workspace');
  });

  it('refuses binary content', async () => {
    expect((await refusal('bin.md', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]))).code).toBe(
      'binary_file',
    );
  });

  it('reports invalid UTF-8 with the line of the first bad byte', async () => {
    const error = await refusal(
      'latin1.md',
      Buffer.concat([Buffer.from('# ok\nline two\ncaf'), Buffer.from([0xe9]), Buffer.from('\n')]),
    );
    expect(error.code).toBe('invalid_utf8');
    expect(error.line).toBe(3);
  });

  it('refuses a file over 1 MiB without reading it', async () => {
    expect((await refusal('big.md', 'x'.repeat(1024 * 1024 + 1))).code).toBe('file_too_large');
  });

  it('stops a YAML alias bomb instead of expanding it', async () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const next = String.fromCharCode(97 + i);
      bomb.push(`${next}: &${next} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const error = await refusal('bomb.md', `---\n${bomb.join('\n')}\n---\n# x\n`);
    expect(error.code).toBe('invalid_front_matter');
    expect(error.message).toMatch(/alias/i);
  });

  it('names the field and line of invalid front matter', async () => {
    // An unknown option value (`type: video`) is a readiness finding instead; see readiness.test.ts.
    const error = await refusal('bad-type.md', '---\ntitle: x\npublish: maybe\n---\nbody\n');
    expect(error.message).toBe(
      'Front matter field `publish` is invalid: Invalid input: expected boolean, received string.',
    );
    expect(error.line).toBe(3);
  });

  it('reports a YAML syntax error with its line', async () => {
    const error = await refusal('bad-yaml.md', '---\ntitle: x\nauthor: [unclosed\n---\nbody\n');
    expect(error.code).toBe('invalid_front_matter');
    expect(error.line).toBeGreaterThanOrEqual(3);
  });

  it('reads an empty file as an empty document', async () => {
    await writeFile(join(workspace, 'empty.md'), '');
    const doc = await readDocument(workspace, 'empty.md');
    expect(doc.body).toBe('');
  });
});

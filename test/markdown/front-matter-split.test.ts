import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { splitFrontMatterWith } from '../../src/markdown/front-matter-split.js';
import { readDocument } from '../../src/markdown/read-document.js';

const SIMPLE = '---\ntitle: Hello\nimages:\n  - a.png\n---\n# Body\n';
const QUOTED = '---\ntitle: "Hello: world"\nauthor: &a Sam\n---\n# Body\n';

describe('splitFrontMatterWith', () => {
  it('reads simple front matter, and a document without any, with no YAML reader', () => {
    expect(splitFrontMatterWith(SIMPLE)).toEqual(splitFrontMatter(SIMPLE));
    expect(splitFrontMatterWith('# No front matter\n')).toEqual({
      frontMatter: {},
      body: '# No front matter\n',
      bodyLineOffset: 0,
    });
  });

  it('says when the front matter needs the YAML library, and refuses what is broken either way', () => {
    expect(splitFrontMatterWith(QUOTED)).toBeUndefined();
    expect(() => splitFrontMatterWith('---\ntitle: x\n# never closed\n')).toThrow(
      'never closed with a --- line',
    );
  });

  it('reads front matter that needs the library the same when a whole document is read', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'front-matter-split-'));
    writeFileSync(join(workspace, 'a.md'), QUOTED);
    const doc = await readDocument(workspace, 'a.md');
    expect(doc.frontMatter).toEqual(splitFrontMatter(QUOTED).frontMatter);
    expect(doc.frontMatter).toMatchObject({ title: 'Hello: world', author: 'Sam' });
    expect(doc.body).toBe('# Body\n');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `local/math*.ts` in a `## src/engine/` section stands for src/engine/local/math….ts. */
function documented(): RegExp[] {
  const patterns: RegExp[] = [];
  let folder = '';
  for (const line of doc.split('\n')) {
    const heading = /^## (src\/[\w/]*)/.exec(line);
    if (heading) folder = heading[1].endsWith('/') ? heading[1] : `${heading[1]}/`;
    else if (line.startsWith('## ')) folder = '';
    for (const [, name] of line.matchAll(/`([\w*./-]+\.ts)`/g)) {
      // Outside a src/ section only full paths count (the story names modules in passing).
      if (!folder && !name.startsWith('src/')) continue;
      const full = name.startsWith('src/') ? name : `${folder}${name}`;
      const source = full.replace(/[.]/g, '\\.').replace(/\*/g, '[\\w-]*');
      patterns.push(new RegExp(`^${source}$`));
    }
  }
  return patterns;
}

describe('docs/architecture.md', () => {
  it('names every module under src/, and nothing that is not there', () => {
    const files = modules(join(root, 'src')).map((f) => relative(root, f));
    const patterns = documented();
    expect(files.filter((f) => !patterns.some((p) => p.test(f)))).toEqual([]);
    expect(patterns.filter((p) => !files.some((f) => p.test(f))).map(String)).toEqual([]);
  });
});

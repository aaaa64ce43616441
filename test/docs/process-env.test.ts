import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The entry points read the environment once and pass down what each stage needs. */
const ENTRY_POINTS = ['src/action/index.ts', 'src/cli/index.ts', 'src/action/fork-entry.ts'];

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the environment', () => {
  it('is read by the entry points only: no other module under src/ mentions process.env', () => {
    const readers = modules(join(root, 'src'))
      .map((file) => relative(root, file))
      .filter((file) => !ENTRY_POINTS.includes(file))
      .filter((file) => /process\s*\.\s*env\b/.test(readFileSync(join(root, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});

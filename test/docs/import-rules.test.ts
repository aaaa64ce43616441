import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every specifier a module imports, static or dynamic, type-only included. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, spec] of text.matchAll(/\bfrom\s+'([^']+)'/g)) found.push(spec);
  for (const [, spec] of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) found.push(spec);
  for (const [, spec] of text.matchAll(/^import\s+'([^']+)'/gm)) found.push(spec);
  return found;
}

/** The src/ folder (first segment) a relative specifier lands in, or undefined for a package. */
function folderOf(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  return relative(src, resolve(dirname(file), spec)).split('/')[0];
}

const files = modules(src);
const folderOfFile = (file: string) => relative(src, file).split('/')[0];

describe('import rules', () => {
  it('finds the modules it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => specifiers(f).includes('@actions/core'))).toBe(true);
  });

  it('only src/action/ imports @actions/core', () => {
    const offenders = files
      .filter((f) => folderOfFile(f) !== 'action')
      .filter((f) =>
        specifiers(f).some((s) => s === '@actions/core' || s.startsWith('@actions/core/')),
      )
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });

  it('src/core/ imports nothing above it', () => {
    const upward = files
      .filter((f) => folderOfFile(f) === 'core')
      .flatMap((f) =>
        specifiers(f)
          .filter((s) => {
            const folder = folderOf(f, s);
            return folder !== undefined && folder !== 'core';
          })
          .map((s) => `${relative(root, f)} -> ${s}`),
      );
    expect(upward).toEqual([]);
  });

  it('nothing imports the entry folders (action, cli) from below', () => {
    const upward = files
      .filter((f) => !['action', 'cli'].includes(folderOfFile(f)))
      .flatMap((f) =>
        specifiers(f)
          .filter((s) => ['action', 'cli'].includes(folderOf(f, s) ?? ''))
          .map((s) => `${relative(root, f)} -> ${s}`),
      );
    expect(upward).toEqual([]);
  });
});

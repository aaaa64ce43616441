import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Node, nodes, parseModule } from '../support/syntax-tree.js';

const root = resolve(import.meta.dirname, '../..');

/**
 * The entry points read the environment once and pass down what each stage needs. Besides
 * them, only the readers that turn the runner's variables into values may take the whole
 * environment: the run context (GITHUB_*) and the CLI's settings (MD_PLATFORM_*), both
 * called by an entry point with the environment it read.
 */
const ENTRY_POINTS = ['src/action/index.ts', 'src/action/fork-entry.ts', 'src/cli/index.ts'];
const ENVIRONMENT_READERS = ['src/github/event.ts', 'src/cli/service.ts', 'src/cli/flags.ts'];

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isProcess = (node: Node) => node?.type === 'Identifier' && node.name === 'process';
/** `A.B.C` of a type name, however deep. */
const typeName = (node: Node): string =>
  node.type === 'TSQualifiedName' ? `${typeName(node.left)}.${node.right.name}` : node.name;

/**
 * Where a module touches the environment, from its syntax tree (comments and strings do not
 * count): `process.env`, `process['env']`, `const { env } = process`, and any value typed as
 * the environment (`NodeJS.ProcessEnv`), through which a stage would read it second-hand.
 */
function environmentUses(text: string, file = 'module.ts'): string[] {
  const found: string[] = [];
  const line = (node: Node) => text.slice(0, node.start).split('\n').length;
  for (const node of nodes(parseModule(file, text))) {
    if (node.type === 'MemberExpression' && isProcess(node.object)) {
      if (!node.computed && node.property.name === 'env') found.push(`${line(node)}: process.env`);
      if (node.computed && node.property.type === 'Literal' && node.property.value === 'env')
        found.push(`${line(node)}: process['env']`);
    }
    if (
      node.type === 'VariableDeclarator' &&
      isProcess(node.init) &&
      node.id.type === 'ObjectPattern' &&
      node.id.properties.some((p: Node) => p.key?.name === 'env')
    )
      found.push(`${line(node)}: { env } = process`);
    if (node.type === 'TSTypeReference' && /(^|\.)ProcessEnv$/.test(typeName(node.typeName)))
      found.push(`${line(node)}: ${typeName(node.typeName)}`);
  }
  return found;
}

describe('the environment', () => {
  it('is found however it is written, and not in comments or strings', () => {
    expect(
      environmentUses(
        [
          'const a = process.env.X;',
          "const b = process['env'];",
          'const { env: e } = process;',
          'function f(env: NodeJS.ProcessEnv) {}',
          '// process.env in a comment',
          "const s = 'process.env';",
        ].join('\n'),
      ),
    ).toEqual([
      '1: process.env',
      "2: process['env']",
      '3: { env } = process',
      '4: NodeJS.ProcessEnv',
    ]);
  });

  it('is read by the entry points only; the readers they call turn it into values', () => {
    const files = modules(join(root, 'src')).map((file) => relative(root, file));
    expect(files).toEqual(expect.arrayContaining([...ENTRY_POINTS, ...ENVIRONMENT_READERS]));
    const uses = files
      .filter((file) => !ENTRY_POINTS.includes(file))
      .flatMap((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return environmentUses(text, file)
          .filter((use) => !(ENVIRONMENT_READERS.includes(file) && /ProcessEnv/.test(use)))
          .map((use) => `${file}:${use}`);
      });
    expect(uses).toEqual([]);
  });
});

// Builds dist/ with esbuild (`node scripts/bundle.mjs [out-dir] [--unchecked]`, default
// dist/ of this checkout; the end-to-end tests bundle into a temporary folder instead, with
// `--unchecked`: see asciiOnly in scripts/dist-options.mjs): dist/index.js (the action),
// dist/cli/index.js (md-platform) and dist/fork-comment/index.js, as ES modules sharing
// chunks in dist/chunks/. What a run may not need (the engines, MathJax, the diagram
// renderer, Octokit, the artifact client) is imported dynamically in the source and so
// lands in chunks loaded only on demand.
// Type checking is `npm run typecheck` (part of `npm test`): bundling only strips the types.
// The build goes to a temporary folder that is swapped in whole, so a reader (or a
// concurrent test run) never sees half a dist/.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { asciiOnly, DIST_OPTIONS } from './dist-options.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const checked = !args.includes('--unchecked');
const target = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(root, 'dist'));

const staging = mkdtempSync(join(tmpdir(), 'md-platform-bundle-'));
try {
  const out = join(staging, 'dist');
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      index: 'src/action/index.ts',
      'cli/index': 'src/cli/index.ts',
      'fork-comment/index': 'src/action/fork-entry.ts',
    },
    ...DIST_OPTIONS,
    outdir: out,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
  });
  // The published package installs no dependencies: whatever dist/ imports must be Node's own.
  const outside = externalPackages(result.metafile);
  if (outside.length > 0)
    throw new Error(`dist/ would import packages it does not carry: ${outside.join(', ')}`);
  // package.json's `files` leaves the artifact client (the action's alone) out of the package.
  const shipped = reachable(result.metafile, 'src/cli/index.ts').filter((f) =>
    /\/chunks\/artifact-[^/]*$/.test(f),
  );
  if (shipped.length > 0)
    throw new Error(`the CLI reaches ${shipped.join(', ')}, which the package leaves out`);
  await asciiOnly(out, { check: checked });
  // Without a package.json saying so, Node would read the bundle as CommonJS when dist/ is
  // used alone (as the runner's checkout and the published package do).
  writeFileSync(join(out, 'package.json'), '{\n  "type": "module"\n}\n');
  writeFileSync(join(out, 'licenses.txt'), licenses(Object.keys(result.metafile.inputs)));
  rmSync(target, { recursive: true, force: true });
  renameSync(out, target);
} finally {
  rmSync(staging, { recursive: true, force: true });
}

/** What the bundle leaves to be imported at run time that is not one of Node's own modules. */
function externalPackages(metafile) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs))
    for (const entry of output.imports)
      if (entry.external && !isBuiltin(entry.path)) names.add(entry.path);
  return [...names].sort();
}

/** The output files the bundle of `entryPoint` loads, statically or on demand, itself included. */
function reachable(metafile, entryPoint) {
  const seen = new Set();
  const todo = Object.keys(metafile.outputs).filter(
    (file) => metafile.outputs[file].entryPoint === entryPoint,
  );
  while (todo.length > 0) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of metafile.outputs[file]?.imports ?? [])
      if (!next.external) todo.push(next.path);
  }
  return [...seen];
}

/** Name, version, licence and licence text of every package with code in the bundle. */
function licenses(inputs) {
  const packages = new Map();
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!match || packages.has(match[1])) continue;
    const dir = join(root, match[1]);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    packages.set(match[1], { name: pkg.name, version: pkg.version, license: pkg.license, dir });
  }
  const sections = [...packages.values()]
    .sort((a, b) =>
      a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1,
    )
    .map(({ name, version, license, dir }) => {
      const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'LICENCE', 'license', 'license.md']
        .map((f) => join(dir, f))
        .find((f) => existsSync(f));
      const text = file ? readFileSync(file, 'utf8').trim() : '';
      return `${name}@${version}\n${license ?? 'UNKNOWN'}\n${text}`;
    });
  return `${sections.join('\n\n')}\n`;
}

// Builds dist/ with esbuild: dist/index.js (the action), dist/cli/index.js (md-platform)
// and dist/fork-comment/index.js, as ES modules sharing chunks in dist/chunks/. What a run
// may not need (the engines, MathJax, the diagram renderer, Octokit, the artifact client)
// is imported dynamically in the source and so lands in chunks loaded only on demand.
// Type checking is `npm run build` (part of `npm test`): bundling only strips the types.
// The build goes to a temporary folder that is swapped in whole, so a reader (or a
// concurrent test run) never sees half a dist/.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, transformSync } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/**
 * Loads `http` and `https` with require() where bundled code imports them. On Node 22 and
 * later, an ES import of either reads every export, and three of them (`WebSocket`,
 * `CloseEvent`, `MessageEvent`) load Node's own fetch stack: ~30 ms of every run's start-up,
 * for classes nothing here uses. A CommonJS module in between is imported through esbuild's
 * interop, which reads an export only when the code uses it.
 */
const httpByRequire = {
  name: 'http-by-require',
  setup(build) {
    build.onResolve({ filter: /^(node:)?https?$/ }, (args) =>
      args.kind === 'import-statement'
        ? { path: args.path.replace('node:', ''), namespace: 'http-by-require' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'http-by-require' }, (args) => ({
      contents: `module.exports = require('node:${args.path}');`,
      loader: 'js',
    }));
  },
};

const staging = mkdtempSync(join(tmpdir(), 'md-platform-bundle-'));
try {
  const out = join(staging, 'dist');
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      index: 'src/index.ts',
      'cli/index': 'src/cli.ts',
      'fork-comment/index': 'src/fork-comment.ts',
    },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.18',
    chunkNames: 'chunks/[name]-[hash]',
    // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
    banner: {
      js: "import { createRequire as __mdPlatformRequire } from 'node:module';\nconst require = __mdPlatformRequire(import.meta.url);",
    },
    // The licences of everything bundled are gathered in dist/licenses.txt below.
    legalComments: 'none',
    plugins: [httpByRequire],
    metafile: true,
    logLevel: 'warning',
  });
  asciiComments(out);
  // Without a package.json saying so, Node would read the bundle as CommonJS when dist/ is
  // used alone (as the runner's checkout and the published package do).
  writeFileSync(join(out, 'package.json'), '{\n  "type": "module"\n}\n');
  writeFileSync(join(out, 'licenses.txt'), licenses(Object.keys(result.metafile.inputs)));
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  renameSync(out, join(root, 'dist'));
} finally {
  rmSync(staging, { recursive: true, force: true });
}

/**
 * esbuild escapes non-ASCII characters in code but copies comments as they are, and a few
 * typographic quotes in bundled packages' comments made Node decode and V8 hold whole
 * chunks (undici, highlight.js, Octokit: 1.4 MB) as two-byte text, slower to read and to
 * parse on every run. Comment lines get escapes instead; the build checks that nothing
 * but comments changed, by comparing both texts with the comments stripped.
 */
function asciiComments(dir) {
  const toEscapes = (text) =>
    text.replace(/[\u0080-\u{10ffff}]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
  // A line of a block comment, or what follows `//` on a line.
  const inComment = (line) => {
    if (/^\s*(\/\*|\*)/.test(line)) return toEscapes(line);
    const start = line.indexOf('//');
    return start === -1 ? line : line.slice(0, start) + toEscapes(line.slice(start));
  };
  const code = (source) => transformSync(source, { minifyWhitespace: true }).code;
  for (const name of readdirSync(dir, { recursive: true })) {
    if (!name.endsWith('.js')) continue;
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    const escaped = text.replace(/^.*[\u0080-\u{10ffff}].*$/gmu, inComment);
    if (escaped === text) continue;
    if (code(escaped) !== code(text)) throw new Error(`${name}: an escape outside a comment`);
    writeFileSync(file, escaped);
  }
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

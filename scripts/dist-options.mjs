// How dist/ is built, shared by scripts/bundle.mjs and by benches that must build code
// the same way (bench/typical-pr.ts bundles its library-alone reference with it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';

/**
 * Loads `http`, `https` and `crypto` with require() where bundled code imports them. An ES
 * import of one of Node's modules reads every export, and some exports are getters that
 * load more of Node: on Node 22 and later three of http's (`WebSocket`, `CloseEvent`,
 * `MessageEvent`) load Node's own fetch stack, ~30 ms of every run's start-up, and crypto's
 * `webcrypto` and `subtle` load Web Crypto, ~10 ms, for code that only hashes. A CommonJS
 * module in between is imported through esbuild's interop, which reads an export only when
 * the code uses it.
 */
const builtinsByRequire = {
  name: 'builtins-by-require',
  setup(build) {
    build.onResolve({ filter: /^(node:)?(https?|crypto)$/ }, (args) =>
      args.kind === 'import-statement'
        ? { path: args.path.replace('node:', ''), namespace: 'builtins-by-require' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'builtins-by-require' }, (args) => ({
      contents: `module.exports = require('node:${args.path}');`,
      loader: 'js',
    }));
  },
};

/**
 * Lets the bundle leave out `@actions/http-client` (with undici and tunnel, 800 KB) where
 * nothing uses it. `@actions/core` imports it, through its `oidc-utils`, for `getIDToken`
 * alone, which the action never calls, and neither package says that importing it does
 * nothing else: every run loaded and ran undici at start, 60 to 90 ms of CPU. Both only
 * define classes and functions. Where code does use them (the artifact upload, GitHub's
 * requests through a proxy), they are bundled as before.
 */
const NO_SIDE_EFFECTS = /^(@actions\/http-client|\.\/oidc-utils\.js)$/;
const withoutSideEffects = {
  name: 'without-side-effects',
  setup(build) {
    build.onResolve({ filter: NO_SIDE_EFFECTS }, async (args) => {
      if (args.pluginData?.resolving) return undefined;
      if (args.path.startsWith('.') && !/[\\/]@actions[\\/]core[\\/]/.test(args.importer))
        return undefined;
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { resolving: true },
      });
      return found.errors.length > 0 ? undefined : { path: found.path, sideEffects: false };
    });
  },
};

/** The esbuild options every bundle of dist/ is built with. */
export const DIST_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.18',
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
  banner: {
    js: "import { createRequire as __mdPlatformRequire } from 'node:module';\nconst require = __mdPlatformRequire(import.meta.url);",
  },
  // The licences of everything bundled are gathered in dist/licenses.txt by the bundle script.
  legalComments: 'none',
  plugins: [builtinsByRequire, withoutSideEffects],
  logLevel: 'warning',
};

/**
 * esbuild escapes non-ASCII characters in strings but copies comments and regular
 * expression literals as they are. A few typographic quotes in bundled packages' comments,
 * or a `…` in markdown-it's regular expressions, made Node decode and V8 hold whole chunks
 * (undici, highlight.js, Octokit: 1.4 MB) as two-byte text, slower to read and to parse on
 * every run. Every such character is written as `\uXXXX` instead, one per UTF-16 unit: the
 * one escape that means the same character in a comment, a string, an identifier and a
 * regular expression with or without the `u` flag. The build checks that nothing else
 * changed, by comparing both texts minified, and refuses a backslash before such a
 * character (an identity escape, which `\u` would change). That check is nine tenths of
 * the step's time (about 1.8 s); `check: false` skips it where the same sources are
 * bundled again for the tests, since the committed build makes the same escapes and is
 * checked (`npm run build`, which CI runs and compares with `dist/`).
 */
export async function asciiOnly(dir, { check = true } = {}) {
  const toEscapes = (text) =>
    text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const code = async (source) => (await transform(source, { minifyWhitespace: true })).code;
  // The checks of all files at once, so esbuild runs them on every core: a whole bundle
  // takes 3.6 s instead of 4.7 on 2 cores.
  const files = readdirSync(dir, { recursive: true })
    .filter((name) => name.endsWith('.js'))
    .map(async (name) => {
      const file = join(dir, name);
      const text = readFileSync(file, 'utf8');
      const escaped = toEscapes(text);
      if (escaped === text) return;
      if (check) {
        const [before, after] = await Promise.all([code(text), code(escaped)]);
        if (/\\[^\x00-\x7f]/.test(before))
          throw new Error(`${name}: an escaped non-ASCII character`);
        if (after !== toEscapes(before)) throw new Error(`${name}: an escape changed the code`);
      }
      writeFileSync(file, escaped);
    });
  await Promise.all(files);
}

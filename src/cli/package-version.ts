import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The version in this package's package.json, found by walking up from this module:
 * the same code runs from src/, from the bundle in dist/cli/ and from an installed
 * package, each at a different depth. package.json always ships with the package.
 */
export function packageVersion(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (pkg.name === 'md-platform-action' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // No package.json here, or not ours: keep walking up.
    }
    if (dirname(dir) === dir) return 'unknown';
  }
}

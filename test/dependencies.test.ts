import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  dev?: boolean;
  hasInstallScript?: boolean;
}

const root = resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const production = Object.entries(lock.packages).filter(
  ([path, entry]) => path.startsWith('node_modules/') && !entry.dev,
);

describe('production dependencies', () => {
  it('run no install script (what users run is the committed bundle; nothing runs at install)', () => {
    expect(production.length).toBeGreaterThan(50);
    const withScripts = production
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path);
    expect(withScripts).toEqual([]);
  });

  it('are all locked, so npm ci installs exactly what was reviewed', () => {
    for (const name of Object.keys(pkg.dependencies))
      expect(lock.packages[`node_modules/${name}`]?.version, name).toMatch(/^\d+\.\d+\.\d+/);
  });
});

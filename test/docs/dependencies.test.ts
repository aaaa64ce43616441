import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  dev?: boolean;
}

const root = resolve(import.meta.dirname, '../..');
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('dependencies', () => {
  it('the package installs none: dist/ carries everything the CLI and the action run', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.optionalDependencies ?? {}).toEqual({});
    expect(pkg.peerDependencies ?? {}).toEqual({});
    const installed = Object.entries(lock.packages).filter(
      ([path, entry]) => path.startsWith('node_modules/') && !entry.dev,
    );
    expect(installed.map(([path]) => path)).toEqual([]);
  });

  it('are all locked, so npm ci installs exactly what was reviewed and bundled', () => {
    for (const name of Object.keys(pkg.devDependencies))
      expect(lock.packages[`node_modules/${name}`]?.version, name).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('engines', () => {
  it('every locked package accepts the oldest Node of each line package.json supports, so npm ci warns of no engine', async () => {
    const { default: semver } = await import('semver');
    const supported = (pkg as unknown as { engines: { node: string } }).engines.node;
    const oldest = supported.split('||').map((range) => semver.minVersion(range.trim())?.version);
    expect(oldest).toEqual(['20.19.0', '22.13.0', '24.0.0']);
    const entries = lock.packages as Record<string, LockEntry & { engines?: { node?: string } }>;
    const refusing = Object.entries(entries)
      .filter(([path, entry]) => path.startsWith('node_modules/') && entry.engines?.node)
      .flatMap(([path, entry]) =>
        oldest
          .filter((v) => !semver.satisfies(v as string, entry.engines?.node as string))
          .map((v) => `${path} (${entry.engines?.node}) refuses Node ${v}`),
      );
    expect(refusing).toEqual([]);
  });
});

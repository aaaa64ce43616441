/**
 * What the workspace rule costs per image: a 1,000-document merge with 10 images each checks
 * 10,000 paths before anything is drafted (src/core/workspace-path.ts: inside the checkout,
 * outside .git, links followed, a regular file).
 *
 * Reference, measured in the same run and interleaved with it: the two system calls the
 * rule cannot do without, `realpath` and `stat`, on the same paths. The ratio is the rule's
 * CPU time over the reference's; what is above 1 is the rule's own path arithmetic.
 *
 *   npx tsx bench/image-checks.ts [--images 10000] [--rounds 7]
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { workspaceFiles } from '../src/core/workspace-path.js';
import { cpuOf, median } from './support/stats.js';

export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      images: { type: 'string', default: '10000' },
      rounds: { type: 'string', default: '7' },
    },
  });
  const images = Number(values.images);
  const rounds = Number(values.rounds);
  const root = mkdtempSync(join(tmpdir(), 'md-platform-image-checks-'));
  // As a blog lays them out: each article's images in a folder beside it, named from the article.
  const paths = Array.from({ length: images }, (_, i) => {
    const folder = `articles/${2000 + (i % 25)}/img`;
    return `${folder}/post-${Math.floor(i / 10)}-${i % 10}.png`;
  });
  try {
    for (const path of paths) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), 'png');
    }
    const rule: number[] = [];
    const bare: number[] = [];
    let refused = 0;
    for (let round = 0; round < rounds; round++) {
      // A fresh rule each round, as each run makes its own.
      const files = workspaceFiles(root);
      rule.push(
        cpuOf(() => {
          for (const path of paths) if (!files.check(path).ok) refused++;
        }),
      );
      bare.push(
        cpuOf(() => {
          for (const path of paths) statSync(realpathSync.native(resolve(root, path)));
        }),
      );
    }
    if (refused > 0) throw new Error(`the rule refused ${refused} ordinary images`);
    const ours = median(rule);
    const reference = median(bare);
    console.log(
      `image-checks: ${images} images, median CPU of ${rounds} interleaved rounds on Node ${process.version}`,
    );
    console.log(
      `  workspace rule: ${ours.toFixed(0)} ms (${((ours * 1000) / images).toFixed(1)} µs an image); realpath + stat alone: ${reference.toFixed(0)} ms; CPU ratio ${(ours / reference).toFixed(2)}x`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

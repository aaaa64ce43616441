/**
 * What the GitHub client adds to each request: a run lists a pull request's files, finds
 * and writes its comment, and a merge writes its ledger page by page, each through
 * `createOctokit` (src/github/octokit.ts). Against the GitHub emulator on loopback, where
 * the answer itself takes about a millisecond, what remains is the client's own time:
 * building the request, the retry wrap, reading the answer.
 *
 * Reference, interleaved in the same loop: the same request (the listing of a commit's
 * comments, which a run reads to find its ledger) sent by the bare exchange the client's
 * fetch uses (src/core/http-exchange.ts), with the same headers. The ratio is the client's
 * wall time over it; the absolute figures are printed too. Reads, as the emulator holds
 * writes to GitHub's 80 a minute.
 *
 *   npx tsx bench/github-client.ts [--rounds 200]
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { exchange, keptConnections } from '../src/core/http-exchange.js';
import { createOctokit } from '../src/github/octokit.js';
import { startGitHubEmulator, TOKENS } from '../test/support/github-emulator.js';
import { median } from './support/stats.js';

const REPO = { owner: 'octo-org', repo: 'articles' };
const SHA = 'c'.repeat(40);

export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { rounds: { type: 'string', default: '200' } },
  });
  const rounds = Number(values.rounds);
  const gh = await startGitHubEmulator({});
  const octokit = createOctokit(TOKENS.actions, { baseUrl: gh.url, waitUnitMs: 1 });
  const agents = keptConnections();
  const url = new URL(`${gh.url}/repos/${REPO.owner}/${REPO.repo}/commits/${SHA}/comments`);
  const headers = {
    accept: 'application/vnd.github.v3+json',
    authorization: `token ${TOKENS.actions}`,
  };
  const limits = { connectMs: 10_000, timeoutMs: 60_000, maxBytes: Number.POSITIVE_INFINITY };
  const client: number[] = [];
  const bare: number[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      // Taking turns at going first, so neither always follows the other's garbage.
      const order = i % 2 === 0 ? ['client', 'bare'] : ['bare', 'client'];
      for (const which of order) {
        const start = performance.now();
        if (which === 'client') {
          await octokit.request('GET /repos/{owner}/{repo}/commits/{sha}/comments', {
            ...REPO,
            sha: SHA,
          });
          client.push(performance.now() - start);
        } else {
          const answer = await exchange(url, { method: 'GET', headers }, agents, limits);
          if (answer.status !== 200) throw new Error(`the emulator answered ${answer.status}`);
          bare.push(performance.now() - start);
        }
      }
    }
  } finally {
    agents.http.destroy();
    await gh.close();
  }
  // The first rounds connect and compile; a run's later requests are the ones that repeat.
  const steady = (values: number[]) => values.slice(Math.floor(rounds / 10));
  const [c, b] = [median(steady(client)), median(steady(bare))];
  console.log(
    `github-client: median of ${rounds} interleaved reads of a commit's comments from the emulator: client ${c.toFixed(2)} ms, bare exchange ${b.toFixed(2)} ms, ratio ${(c / b).toFixed(2)}x`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

/**
 * The least a pull request's run does with the libraries the action is built on, and none of
 * the action's own work: log through @actions/core, list the PR's files and post one comment
 * through @actions/github, render each file with markdown-it and highlight.js (the engine's
 * grammars), write the HTML. bench/typical-pr.ts bundles it as dist/ is bundled and times it
 * beside the action, so the figures show how much of a run the libraries alone cost.
 *
 *   node floor.mjs <GitHub API URL> <token> <workspace> <output file>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import hljs from 'highlight.js/lib/core';
import MarkdownIt from 'markdown-it';
import { exitPromptly } from '../../src/core/exit-promptly.js';
import { GRAMMARS } from '../../src/engine/local/render/grammars.js';

exitPromptly();
const [baseUrl, token, workspace, output] = process.argv.slice(2);
for (const [name, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(name, grammar);
const octokit = getOctokit(token, { baseUrl });
const repo = { owner: 'octo-org', repo: 'articles' };
const { data: files } = await octokit.rest.pulls.listFiles({ ...repo, pull_number: 1 });
const md = new MarkdownIt({
  highlight: (code, language) =>
    hljs.getLanguage(language) ? hljs.highlight(code, { language }).value : '',
});
const pages = files.map((file) => md.render(readFileSync(join(workspace, file.filename), 'utf8')));
writeFileSync(output, pages.join('\n'));
await octokit.rest.issues.createComment({
  ...repo,
  issue_number: 1,
  body: `${pages.length} converted`,
});
core.info(`${pages.length} converted`);

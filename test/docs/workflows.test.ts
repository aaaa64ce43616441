import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Concurrency {
  group?: string;
  'cancel-in-progress'?: boolean | string;
}
interface Job {
  concurrency?: Concurrency | string;
  steps?: Step[];
}
interface Workflow {
  name?: string;
  on?: Record<string, unknown> | string | string[];
  concurrency?: Concurrency | string;
  jobs?: Record<string, Job>;
}

interface Block {
  where: string;
  doc: Workflow;
}

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, ext);
    return ext.test(entry.name) ? [path] : [];
  });
}

/** Every YAML block of a Markdown file, with the line its fence opens on. */
function fencedYaml(file: string): Block[] {
  const text = readFileSync(file, 'utf8');
  const blocks: Block[] = [];
  for (const match of text.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)) {
    const line = text.slice(0, match.index).split('\n').length;
    blocks.push({ where: `${relative(root, file)}:${line}`, doc: parse(match[1]) as Workflow });
  }
  return blocks;
}

const documented: Block[] = [
  ...[join(root, 'README.md'), ...files(join(root, 'docs'), /\.md$/)].flatMap(fencedYaml),
  ...files(join(root, 'docs'), /\.ya?ml$/).map((file) => ({
    where: relative(root, file),
    doc: parse(readFileSync(file, 'utf8')) as Workflow,
  })),
];
const ownWorkflows: Block[] = files(join(root, '.github', 'workflows'), /\.ya?ml$/).map((file) => ({
  where: relative(root, file),
  doc: parse(readFileSync(file, 'utf8')) as Workflow,
}));
const workflows = documented.filter((b) => b.doc && typeof b.doc === 'object' && b.doc.on);

function triggers(doc: Workflow): string[] {
  if (typeof doc.on === 'string') return [doc.on];
  if (Array.isArray(doc.on)) return doc.on;
  return Object.keys(doc.on ?? {});
}

/** The concurrency that applies to each job: its own, else the workflow's. */
function groups(doc: Workflow): Concurrency[] {
  const asObject = (c: Concurrency | string | undefined) =>
    typeof c === 'string' ? { group: c } : c;
  return Object.values(doc.jobs ?? {}).map(
    (job) => asObject(job.concurrency) ?? asObject(doc.concurrency) ?? {},
  );
}

function steps(doc: Workflow): Step[] {
  return Object.values(doc.jobs ?? {}).flatMap((job) => job.steps ?? []);
}

const actionYml = readFileSync(join(root, 'action.yml'), 'utf8');
const defaultArtifact = (parse(actionYml) as { inputs: Record<string, { default?: string }> })
  .inputs['artifact-name'].default;

describe('the documented workflows', () => {
  it('are found: the README, docs/ and docs/examples/ hold the ones this test checks', () => {
    const where = workflows.map((w) => w.where.replace(/:\d+$/, ''));
    expect(where).toContain('README.md');
    expect(where).toContain('docs/drafts.md');
    expect(where).toContain('docs/examples/preview-and-drafts.yml');
    expect(where).toContain('docs/examples/fork-comment.yml');
  });

  it('that run on push put each commit in its own group, and never cancel a push', () => {
    const wrong: string[] = [];
    for (const { where, doc } of workflows) {
      if (!triggers(doc).includes('push')) continue;
      for (const c of groups(doc)) {
        if (!c.group?.includes('github.sha'))
          wrong.push(`${where}: group ${JSON.stringify(c.group)} is not one per commit`);
        const cancel = c['cancel-in-progress'];
        if (cancel === true || (typeof cancel === 'string' && !cancel.includes("'pull_request'")))
          wrong.push(`${where}: cancel-in-progress ${JSON.stringify(cancel)} may cancel a push`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('that run on pull requests cancel the older run of the same pull request', () => {
    const wrong: string[] = [];
    for (const { where, doc } of workflows) {
      if (!triggers(doc).includes('pull_request')) continue;
      for (const c of groups(doc)) {
        if (!c.group?.includes('github.event.pull_request.number'))
          wrong.push(`${where}: group ${JSON.stringify(c.group)} is not one per pull request`);
        const cancel = c['cancel-in-progress'];
        const cancels =
          cancel === true ||
          (typeof cancel === 'string' && /github\.event_name\s*==\s*'pull_request'/.test(cancel));
        if (!cancels)
          wrong.push(`${where}: cancel-in-progress ${JSON.stringify(cancel)} keeps old previews`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the fork-comment workflow waits for a workflow the README names, and downloads its artifact', () => {
    const readme = workflows.filter((w) => w.where.startsWith('README.md:'));
    const waiting = workflows.filter((w) => triggers(w.doc).includes('workflow_run'));
    expect(waiting.length).toBeGreaterThan(0);
    for (const { where, doc } of waiting) {
      const on = doc.on as { workflow_run: { workflows: string[] } };
      for (const name of on.workflow_run.workflows) {
        const defined = readme.filter((w) => w.doc.name === name);
        expect(
          defined.map((w) => w.where),
          `${where} waits for "${name}"`,
        ).not.toEqual([]);
        const uploaded = defined.flatMap((w) =>
          steps(w.doc)
            .filter((s) => s.uses?.startsWith('org/md-platform-action@'))
            .map((s) => (s.with?.['artifact-name'] as string | undefined) ?? defaultArtifact),
        );
        const downloaded = steps(doc)
          .filter((s) => s.uses?.startsWith('actions/download-artifact@'))
          .map((s) => s.with?.name);
        expect(downloaded.length, where).toBeGreaterThan(0);
        for (const artifact of downloaded)
          expect(uploaded, `${where} downloads`).toContain(artifact);
      }
    }
  });

  it('all use one actions/checkout, pinned to a commit as the project’s own workflows are', () => {
    const refs = new Map<string, string[]>();
    for (const { where, doc } of [...documented, ...ownWorkflows]) {
      if (!doc || typeof doc !== 'object') continue;
      for (const step of steps(doc)) {
        if (!step.uses?.startsWith('actions/checkout@')) continue;
        refs.set(step.uses, [...(refs.get(step.uses) ?? []), where]);
      }
    }
    expect([...refs.keys()]).toHaveLength(1);
    expect([...refs.keys()][0]).toMatch(/^actions\/checkout@[0-9a-f]{40}$/);
  });
});

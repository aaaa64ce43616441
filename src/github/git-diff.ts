/**
 * The files changed between two commits as the checkout's own history tells it, for a
 * list past the API's caps (changed-files.ts), in the shape the API lists them.
 */

/** A changed file as GitHub's list-files and compare APIs name it. */
export interface ListedFile {
  filename: string;
  status: string;
  previous_filename?: string;
}

async function git(args: string[], cwd: string): Promise<string> {
  // Loaded here: only a list past the API's cap asks git, and loading it costs every run's start-up.
  const { execFile } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) reject(Object.assign(error, { stderr }));
        else resolve(stdout);
      },
    );
  });
}

/** `git diff --name-status -M -z` between two commits of the checkout; undefined without that history. */
export async function gitDiffFiles(
  workspace: string,
  base: string,
  head: string,
  threeDot: boolean,
): Promise<ListedFile[] | undefined> {
  try {
    const out = await git(
      [
        '-c',
        'core.quotepath=off',
        'diff',
        '--name-status',
        '-M',
        '-z',
        '--no-color',
        threeDot ? `${base}...${head}` : base,
        ...(threeDot ? [] : [head]),
        '--',
      ],
      workspace,
    );
    const parts = out.split('\0');
    const files: ListedFile[] = [];
    for (let i = 0; i < parts.length - 1; ) {
      const code = parts[i++];
      if (!code) continue;
      const kind = code[0];
      if (kind === 'R' || kind === 'C') {
        const from = parts[i++];
        const to = parts[i++];
        files.push(
          kind === 'R'
            ? { filename: to, status: 'renamed', previous_filename: from }
            : { filename: to, status: 'added' },
        );
      } else {
        const path = parts[i++];
        const status =
          kind === 'A' ? 'added' : kind === 'D' ? 'removed' : kind === 'M' ? 'modified' : 'changed';
        files.push({ filename: path, status });
      }
    }
    return files;
  } catch {
    return undefined;
  }
}

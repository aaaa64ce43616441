/**
 * The preview artifact of a pull request from a fork, read by the privileged
 * workflow_run job. Everything in it was written by a run of the fork's workflow
 * and may be forged: it is parsed field by field into plain values of the expected
 * types (nothing is spread through unchecked), and what is text stays text that the
 * comment renderer escapes.
 */
import { z } from 'zod';
import { MdPlatformError } from '../errors.js';
import type { FileResult } from '../types.js';

/** Why the artifact is not used; the step fails with this message and writes no comment. */
export class UntrustedArtifactError extends MdPlatformError {
  constructor(message: string) {
    super('untrusted_artifact', message);
  }
}

const text = (max: number) => z.string().max(max);
const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const findingSchema = z.object({
  severity: z.enum(['error', 'warning', 'notice']),
  code: text(100).regex(/^[a-z0-9_]+$/),
  message: text(2000),
  line: count.optional(),
  limit: count.optional(),
  actual: count.optional(),
});

// Fields the comment uses are checked by type; any other scalar field (another
// version of the action may add some) is kept only as a short string, number or
// boolean, so nothing but escaped text reaches the renderer.
const extraScalar = z.union([text(2000), z.number().finite(), z.boolean()]);
const fileSchema = z
  .object({
    path: text(1000),
    status: z.enum(['converted', 'checked', 'failed', 'skipped', 'removed']),
    engine: z.enum(['local', 'remote']).optional(),
    title: text(1000).optional(),
    wordCount: count.optional(),
    estimatedReadTime: count.optional(),
    findings: z.array(findingSchema).max(1000),
    reason: text(2000).optional(),
  })
  .catchall(z.unknown());

const reportSchema = z.object({
  run: z.object({
    pullRequest: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    headSha: z.string().regex(/^[0-9a-f]{40}$/),
  }),
  files: z.array(fileSchema).max(5000),
});

export interface ForkReport {
  pullRequest: number;
  headSha: string;
  results: FileResult[];
}

/** Parses report.json's text; throws UntrustedArtifactError naming the first bad field, never echoing its value. */
export function parseForkReport(json: string): ForkReport {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new UntrustedArtifactError('report.json in the artifact is not JSON.');
  }
  const parsed = reportSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || '(top level)';
    throw new UntrustedArtifactError(
      `report.json in the artifact is not a preview report of this action (field ${where.slice(0, 100)} is missing or invalid).`,
    );
  }
  const { run, files } = parsed.data;
  return { pullRequest: run.pullRequest, headSha: run.headSha, results: files.map(cleanFile) };
}

function cleanFile(file: z.infer<typeof fileSchema>): FileResult {
  const known = new Set(Object.keys(fileSchema.shape));
  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(file)) {
    if (known.has(key) || !/^[A-Za-z]{1,40}$/.test(key)) continue;
    if (extraScalar.safeParse(value).success) extras[key] = value;
  }
  return {
    ...extras,
    path: file.path,
    status: file.status,
    engine: file.engine,
    title: file.title,
    wordCount: file.wordCount,
    estimatedReadTime: file.estimatedReadTime,
    findings: file.findings.map((f) => ({ ...f })),
    reason: file.reason,
  };
}

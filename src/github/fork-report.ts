/**
 * The preview artifact of a pull request from a fork, read by the privileged
 * workflow_run job. Everything in it was written by a run of the fork's workflow
 * and may be forged: it is parsed field by field into plain values of the expected
 * types (nothing is spread through unchecked), and what is text stays text that the
 * comment renderer escapes.
 */
import * as z from 'zod/mini';
import { MdPlatformError } from '../core/errors.js';
import type { FileResult } from '../core/types.js';
import { ENGLISH } from '../core/zod-english.js';

/** Why the artifact is not used; the step fails with this message and writes no comment. */
export class UntrustedArtifactError extends MdPlatformError {
  constructor(message: string) {
    super('untrusted_artifact', message);
  }
}

const text = (max: number) => z.string().check(z.maxLength(max));
const count = z.int().check(z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER));

const findingSchema = z.object({
  severity: z.enum(['error', 'warning', 'notice']),
  code: text(100).check(z.regex(/^[a-z0-9_]+$/)),
  message: text(2000),
  line: z.optional(count),
  limit: z.optional(count),
  actual: z.optional(count),
});

// Fields the comment uses are checked by type; any other scalar field (another
// version of the action may add some) is kept only as a short string, number or
// boolean, so nothing but escaped text reaches the renderer.
const extraScalar = z.union([text(2000), z.number(), z.boolean()]);
const fileSchema = z.catchall(
  z.object({
    path: text(1000),
    status: z.enum(['converted', 'checked', 'failed', 'skipped', 'removed']),
    engine: z.optional(z.enum(['local', 'remote'])),
    title: z.optional(text(1000)),
    wordCount: z.optional(count),
    estimatedReadTime: z.optional(count),
    findings: z.array(findingSchema).check(z.maxLength(1000)),
    reason: z.optional(text(2000)),
  }),
  z.unknown(),
);

const reportSchema = z.object({
  run: z.object({
    pullRequest: z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
    headSha: z.string().check(z.regex(/^[0-9a-f]{40}$/)),
  }),
  files: z.array(fileSchema).check(z.maxLength(5000)),
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
  const parsed = reportSchema.safeParse(raw, ENGLISH);
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
    if (extraScalar.safeParse(value, ENGLISH).success) extras[key] = value;
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

import { extname } from 'node:path';
import { PLATFORM } from '../core/platform.js';
import { didYouMean } from '../core/suggest.js';
import {
  BACKGROUND_TYPES,
  DRAFT_TYPES,
  type DraftType,
  type Finding,
  FONT_SIZES,
  type Severity,
  THEME_IDS,
} from '../core/types.js';
import { type WorkspaceFiles, workspaceFiles } from '../core/workspace-path.js';
import type { FrontMatter } from './front-matter.js';
import { findImages, localImagePath } from './images.js';
import { draftTitle } from './reader-text.js';

/**
 * What the draft step needs from a document, checked wherever the document is read: the
 * pre-check of `check`, `preview` and the PR run, and the draft step itself. A pull request
 * therefore fails for what would fail at the merge, on the line to fix.
 */
export interface ReadinessDocument {
  path: string;
  frontMatter: FrontMatter;
  body: string;
  bodyLineOffset: number;
}

export interface ReadinessOptions {
  /** Where relative images are looked up (the checkout, or the CLI's folder). */
  workspace: string;
  /** The rule for reading `workspace` (core/workspace-path.ts); made from it when not given. */
  files?: WorkspaceFiles;
  /** The `draft-type` input; front matter `type` overrides it. */
  draftType: DraftType;
  /**
   * This configuration drafts on merge (draft inputs set): what would fail the draft is an
   * error, unless the front matter says `publish: false`. Otherwise a warning.
   */
  drafts: boolean;
  /**
   * The engine that converts: with the service, a front matter theme the local catalogue
   * lacks is sent as written (the service may know it) with a notice, not refused.
   */
  engine?: 'local' | 'remote';
}

export interface Readiness {
  findings: Finding[];
  /** A front matter option no engine converts with: the document is not sent. */
  blocksConversion: boolean;
}

const ALWAYS_ERRORS = new Set(['path_into_git', 'path_outside_workspace']);

const OPTIONS = [
  { field: 'theme', alias: 'theme', valid: THEME_IDS },
  { field: 'font-size', alias: 'fontSize', valid: FONT_SIZES },
  { field: 'background-type', alias: 'backgroundType', valid: BACKGROUND_TYPES },
  { field: 'type', alias: 'type', valid: DRAFT_TYPES },
] as const;

export async function checkReadiness(
  doc: ReadinessDocument,
  options: ReadinessOptions,
): Promise<Readiness> {
  const fm = doc.frontMatter;
  const severity: Severity = options.drafts && fm.publish !== false ? 'error' : 'warning';
  const findings: Finding[] = [];
  const fieldLine = (field: string) => fm.lines?.[field];
  const bodyLine = (line: number) => line + doc.bodyLineOffset;
  const add = (
    code: string,
    message: string,
    line: number | undefined,
    level: Severity = severity,
  ) => findings.push({ severity: level, code, message, ...(line ? { line } : {}) });

  // Unknown option values fail the conversion itself, drafted or not.
  let blocksConversion = false;
  for (const { field, alias, valid } of OPTIONS) {
    const key = fm.raw && field in fm.raw ? field : alias;
    const value = fm.raw?.[key];
    if (value === undefined || (valid as readonly unknown[]).includes(value)) continue;
    if (field === 'theme') {
      const theme = themeFinding(value, options.engine ?? 'local');
      if (theme.severity === 'error') blocksConversion = true;
      add(theme.code, theme.message, fieldLine(key), theme.severity);
      continue;
    }
    blocksConversion = true;
    add(
      `unknown_${field.replace('-', '_')}`,
      `Front matter \`${key}\` is "${String(value).slice(0, 64)}", which is not one of: ${valid.join(', ')}.`,
      fieldLine(key),
      'error',
    );
  }

  const lengthCheck = (
    field: string,
    value: string | undefined,
    max: number,
    line?: () => number | undefined,
  ) => {
    const length = value === undefined ? 0 : [...value].length;
    if (length > max) {
      add(
        `${field}_too_long`,
        `The ${field} is ${length} characters; the platform accepts at most ${max} in a draft.`,
        line ? line() : fieldLine(field),
      );
    }
  };
  lengthCheck('title', draftTitle(doc.path, fm, doc.body), PLATFORM.titleMax, () =>
    fm.title !== undefined ? fieldLine('title') : headingLine(doc),
  );
  lengthCheck('author', fm.author, PLATFORM.authorMax);
  lengthCheck('digest', fm.digest, PLATFORM.digestMax);

  // One finding per image, at its first use: a picture repeated 50 times is one thing to fix.
  const seen = new Set<string>();
  const files = options.files ?? workspaceFiles(options.workspace);
  const checkImage = async (src: string, line: number | undefined, what = 'Image') => {
    if (seen.has(src)) return;
    seen.add(src);
    const problem = imageProblem(src, doc.path, files);
    // A way into .git or out of the boundary is never a draft-only matter.
    const level = problem && ALWAYS_ERRORS.has(problem.code) ? 'error' : severity;
    if (problem) add(problem.code, `${what} ${quote(src)} ${problem.message}`, line, level);
  };
  const type = fm.type ?? options.draftType;
  const refs = findImages(doc.body);
  // A newspic with `images:` sends those and only the text of the body.
  const listed = type === 'newspic' ? fm.images : undefined;
  if (listed) for (const src of listed) await checkImage(src, fieldLine('images'));
  else for (const ref of refs) await checkImage(ref.src, bodyLine(ref.line));
  if (fm.cover !== undefined) await checkImage(fm.cover, fieldLine('cover'), 'The `cover` image');

  // Only for a document that will be drafted: a preview-only repository needs no cover.
  if (severity === 'error' && type === 'article' && fm.cover === undefined && refs.length === 0) {
    add(
      'no_cover',
      'This article has no `cover` in its front matter and no image: the platform needs a cover image for the draft. Add `cover: path/to/image.png`.',
      1,
      'warning',
    );
  }
  if (type === 'newspic') {
    const count = new Set(listed ?? refs.map((r) => r.src)).size;
    if (count === 0) {
      add(
        'newspic_without_images',
        'A newspic draft needs at least one image (front matter `images:` or images in the text).',
        fieldLine('type') ?? 1,
      );
    } else if (count > PLATFORM.newspicImagesMax) {
      add(
        'newspic_too_many_images',
        `A newspic draft takes at most ${PLATFORM.newspicImagesMax} images; this one has ${count}.`,
        listed ? fieldLine('images') : bodyLine(refs[PLATFORM.newspicImagesMax].line),
      );
    }
  }
  return { findings: findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)), blocksConversion };
}

/** A front matter theme the catalogue lacks: an error locally, a notice when the service converts. */
function themeFinding(
  value: unknown,
  engine: 'local' | 'remote',
): { severity: Severity; code: string; message: string } {
  const typed = String(value).slice(0, 64);
  const hint = didYouMean(typed, THEME_IDS);
  const list = `md-platform themes lists the ${THEME_IDS.length} ids`;
  if (engine === 'remote' && typeof value === 'string') {
    return {
      severity: 'notice',
      code: 'theme_not_in_catalogue',
      message: `Front matter \`theme\` is "${typed}"${hint}, which the local catalogue lacks; it is sent to the service as written (${list}).`,
    };
  }
  return {
    severity: 'error',
    code: 'unknown_theme',
    message: `Front matter \`theme\` is "${typed}"${hint}, which is not a theme; ${list}.`,
  };
}

/** Why the platform would refuse this image source, or undefined when it can fetch it. */
function imageProblem(
  src: string,
  documentPath: string,
  files: WorkspaceFiles,
): { code: string; message: string } | undefined {
  const trimmed = src.trim();
  if (/^data:/i.test(trimmed)) {
    return {
      code: 'rejected_image',
      message: 'is a data: URI, which the platform rejects; save it as a JPEG, PNG or GIF file.',
    };
  }
  const ext = extname(trimmed.split(/[?#]/)[0]).toLowerCase();
  if ((PLATFORM.rejectedImageExtensions as readonly string[]).includes(ext)) {
    return {
      code: 'rejected_image',
      message: `is ${ext.slice(1).toUpperCase()}, which the platform rejects; use JPEG, PNG or GIF.`,
    };
  }
  if (/^https?:\/\//i.test(trimmed)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    return {
      code: 'unresolvable_image',
      message:
        'uses a scheme the platform cannot fetch; use an https:// URL or a path in the repository.',
    };
  }
  const local = localImagePath(trimmed, documentPath) ?? '..';
  const info = files.check(local);
  // Written to climb out (no link involved): said as before, in the boundary's words.
  if (
    !info.ok &&
    info.code === 'path_outside_workspace' &&
    (local === '..' || local.startsWith('../'))
  )
    return { code: 'unresolvable_image', message: `points outside ${files.name}.` };
  if (!info.ok && info.code === 'path_missing') {
    return {
      code: 'unresolvable_image',
      message: `does not resolve: there is no file ${local} in ${files.name}.`,
    };
  }
  if (!info.ok) return { code: info.code, message: info.reason };
  if (info.size > PLATFORM.imageMaxBytes) {
    return {
      code: 'image_too_large',
      message: `is ${(info.size / 1024 / 1024).toFixed(1)} MiB; the platform accepts at most ${PLATFORM.imageMaxBytes / 1024 / 1024} MiB.`,
    };
  }
  return undefined;
}

/** The file line of the first heading (the title when the front matter has none), else line 1. */
function headingLine(doc: ReadinessDocument): number {
  const index = doc.body.split('\n').findIndex((l) => /^ {0,3}#{1,6}[ \t]+\S/.test(l));
  return index === -1 ? 1 : index + 1 + doc.bodyLineOffset;
}

function quote(src: string): string {
  const short = src.length > 80 ? `${src.slice(0, 79)}…` : src;
  return `"${short}"`;
}

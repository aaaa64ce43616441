/**
 * index.html of the preview artifact: every document with its stats and
 * findings, shown in a phone-width frame as the platform would. The page is
 * self-contained (inline CSS and JS, a CSP that blocks everything but images)
 * so opening it from a downloaded artifact makes no request of its own.
 */
import type { FileStatus, Finding } from '../core/types.js';
import { CAROUSEL_CSS, CAROUSEL_SCRIPT, carouselHtml } from './carousel.js';
import { GALLERY_COPY_SCRIPT, handUploadNotice } from './copy-images.js';
import { escapeHtml } from './escape.js';
import { formatCount } from './format-number.js';
import { ARTICLE_CSS, htmlFrame, PHONE_WIDTH, relativeHref } from './html-shell.js';
import { SCROLL_HINT_CSS, SCROLL_HINT_SCRIPT } from './scroll-hint.js';
import { type GalleryVariant, styleTablesPart, VARIANT_SCRIPT, variantParts } from './variants.js';

export type { GalleryVariant } from './variants.js';

export interface GalleryDocument {
  path: string;
  title?: string;
  status: FileStatus;
  wordCount?: number;
  estimatedReadTime?: number;
  findings: Finding[];
  /** Why the document has no preview (failed or skipped). */
  reason?: string;
  /** Relative link to the per-document page. */
  htmlFile?: string;
  /** Sanitized article HTML from the engine, embedded as is. */
  html?: string;
  variants?: GalleryVariant[];
  /** The templates its variants are filled in from, with `GalleryInput.styleTables`. */
  templates?: (string | number)[][];
  /** A picture-and-text post's pictures, shown as the platform's swipe card. */
  pictures?: string[];
  /** Images "Copy article" cannot carry (see copy-images.ts): said before the button is pressed. */
  byHand?: number;
  /** Images the one-file preview left out to stay within its size (linked instead). */
  notEmbedded?: number;
  /** Why the document has no theme/size variants (a large page, a variant over budget). */
  variantsNote?: string;
}

export interface GalleryInput {
  title: string;
  generatedAt: string;
  documents: GalleryDocument[];
  /**
   * The one-file browser preview: the pages beside it are not there, so it links none;
   * each document is copied from the gallery itself.
   */
  standalone?: boolean;
  /** Each look's style table, by `lookKey`, for the documents' templates. */
  styleTables?: Record<string, readonly string[]>;
}

/** The id of a document's section, which the comment and the summary link to. */
export function documentAnchor(index: number): string {
  return `doc-${index + 1}`;
}

const CSS = `
:root { color-scheme: light; }
body { margin: 0; background: #f3f4f6; color: #1f2328;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif; }
.top { padding: 20px 24px 12px; background: #fff; border-bottom: 1px solid #d0d7de; }
.top h1 { margin: 0 0 4px; font-size: 20px; }
.top p { margin: 0; color: #57606a; }
.toc { padding: 12px 24px; background: #fff; border-bottom: 1px solid #d0d7de; }
.toc ol { margin: 0; padding-left: 20px; columns: 2 320px; }
.toc a { color: #0969da; overflow-wrap: anywhere; }
.toc li { overflow-wrap: anywhere; }
.doc { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; padding: 24px; border-bottom: 1px solid #d0d7de; }
.meta { flex: 1 1 280px; max-width: 560px; min-width: 0; }
.meta h2 { margin: 0 0 4px; font-size: 18px; overflow-wrap: anywhere; }
.meta .path { margin: 0 0 12px; color: #57606a; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; overflow-wrap: anywhere; }
.stats { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 12px; padding: 0; list-style: none; }
.stats li { padding: 2px 8px; border-radius: 12px; background: #eaeef2; }
.badge-converted, .badge-checked { background: #dafbe1 !important; color: #116329; }
.badge-failed { background: #ffebe9 !important; color: #a40e26; }
.badge-skipped, .badge-removed { background: #fff8c5 !important; color: #7d4e00; }
.findings { margin: 0 0 12px; padding-left: 18px; }
.findings li { margin-bottom: 4px; overflow-wrap: anywhere; }
.sev-error { color: #a40e26; } .sev-warning { color: #7d4e00; } .sev-notice { color: #57606a; }
.reason { color: #a40e26; overflow-wrap: anywhere; }
.switch label { font-weight: 600; margin-right: 6px; }
.switch select { font: inherit; max-width: 100%; }
.copy { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; }
.copy button { font: inherit; font-weight: 600; padding: 6px 14px; border-radius: 6px; border: 1px solid #1f883d;
  background: #1f883d; color: #fff; cursor: pointer; }
.copy .status { color: #116329; }
.by-hand, .not-embedded { color: #7d4e00; overflow-wrap: anywhere; }
.phone { flex: none; width: ${PHONE_WIDTH}px; border: 10px solid #1f2328; border-radius: 28px; overflow: hidden;
  background: #fff; box-shadow: 0 8px 24px rgba(0,0,0,.15); }
.phone-bar { height: 22px; background: #1f2328; }
.empty { padding: 40px 16px; color: #57606a; text-align: center; }
${CAROUSEL_CSS}
${SCROLL_HINT_CSS}
${ARTICLE_CSS}
/* A phone shows the article edge to edge, as the platform does: no frame to cut off. */
@media (max-width: 440px) {
  .top, .toc { padding: 12px; }
  .toc ol { columns: 1; }
  .doc { padding: 16px 0; gap: 12px; }
  .meta { flex-basis: 100%; padding: 0 12px; }
  .phone { width: 100%; border: 0; border-radius: 0; box-shadow: none; }
  .phone-screen { width: 100%; }
  .phone-bar { display: none; }
}
`;

function number(value: number | undefined): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? formatCount(value) : undefined;
}

function findingsList(findings: Finding[]): string {
  if (findings.length === 0) return '';
  const items = findings.map((finding) => {
    const line = typeof finding.line === 'number' ? `line ${finding.line}: ` : '';
    const severity = ['error', 'warning', 'notice'].includes(finding.severity)
      ? finding.severity
      : 'notice';
    return `<li class="sev-${severity}"><strong>${escapeHtml(severity)}</strong> ${escapeHtml(line)}${escapeHtml(finding.message)} <code>${escapeHtml(finding.code)}</code></li>`;
  });
  return `<ul class="findings">${items.join('')}</ul>`;
}

function variantSwitch(doc: GalleryDocument, index: number): string {
  const variants = doc.variants ?? [];
  if (variants.length === 0) return '';
  const options: string[] = [];
  if (doc.html !== undefined) options.push('<option value="original">As converted</option>');
  variants.forEach((variant, i) => {
    options.push(`<option value="${i}">${escapeHtml(variant.label)}</option>`);
  });
  const id = `switch-${index}`;
  return `<p class="switch"><label for="${id}">Theme / size</label><select id="${id}" data-variant-switch>${options.join('')}</select></p>`;
}

/** A document's section, as parts: the article and its variants are parts of their own. */
function documentSection(doc: GalleryDocument, index: number, standalone: boolean): string[] {
  const heading = doc.title?.trim() ? doc.title : doc.path;
  const stats = [
    `<li class="badge-${escapeHtml(doc.status)}">${escapeHtml(doc.status)}</li>`,
    number(doc.wordCount) !== undefined ? `<li>${number(doc.wordCount)} characters</li>` : '',
    number(doc.estimatedReadTime) !== undefined
      ? `<li>${number(doc.estimatedReadTime)} min read</li>`
      : '',
    `<li>${doc.findings.length} finding${doc.findings.length === 1 ? '' : 's'}</li>`,
  ].join('');
  const href = relativeHref(doc.htmlFile);
  const pageLink =
    href && !standalone
      ? `<p><a href="${escapeHtml(href)}">Open the document's own page</a></p>`
      : '';
  const byHand = handUploadNotice(doc.byHand ?? 0);
  const notEmbedded = doc.notEmbedded
    ? `<p class="not-embedded">${doc.notEmbedded} image${doc.notEmbedded === 1 ? ' is' : 's are'} not embedded, to keep this preview small: ${doc.notEmbedded === 1 ? 'it is' : 'they are'} in the zip artifact.</p>`
    : '';
  const shown = doc.html ?? doc.variants?.[0]?.html;
  const reason = doc.reason ? `<p class="reason">${escapeHtml(doc.reason)}</p>` : '';
  const meta = [
    `<section class="doc" id="${documentAnchor(index)}">`,
    '<div class="meta">',
    `<h2>${escapeHtml(heading)}</h2>`,
    `<p class="path">${escapeHtml(doc.path)}</p>`,
    `<ul class="stats">${stats}</ul>`,
    reason,
    findingsList(doc.findings),
    notEmbedded,
    shown === undefined
      ? ''
      : `<p class="copy"><button type="button" data-copy>Copy article</button><span class="status" role="status" aria-live="polite"></span></p>`,
    byHand ? `<p class="by-hand">${escapeHtml(byHand)}</p>` : '',
    pageLink,
    variantSwitch(doc, index),
    doc.variantsNote ? `<p class="reason">${escapeHtml(doc.variantsNote)}</p>` : '',
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
  const article =
    shown ??
    `<p class="empty">${
      href && !standalone
        ? `Not embedded here, to keep this page small: <a href="${escapeHtml(href)}">open the document's page</a>.`
        : href
          ? "Not embedded here, to keep this page small: the document's page is in the zip artifact."
          : 'No preview for this document.'
    }</p>`;
  return [
    `${meta}\n<div class="phone"><div class="phone-bar"></div><div class="phone-screen">${carouselHtml(doc.pictures ?? [], heading)}<div class="article">`,
    article,
    '</div></div></div>',
    ...variantParts(doc.variants ?? [], doc.templates),
    '\n</section>',
  ];
}

/**
 * The gallery page as parts, in order: the caller writes them as they are. Joined, a
 * 20-document gallery is over a megabyte of text, and each join copied all of it once more.
 */
export function galleryParts(input: GalleryInput): string[] {
  const documents = input.documents;
  const findings = documents.reduce((sum, doc) => sum + doc.findings.length, 0);
  const failed = documents.filter((doc) => doc.status === 'failed').length;
  const summary = [
    `${documents.length} document${documents.length === 1 ? '' : 's'}`,
    failed ? `${failed} failed` : '',
    `${findings} finding${findings === 1 ? '' : 's'}`,
    `generated ${input.generatedAt}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const toc = documents
    .map(
      (doc, index) =>
        `<li><a href="#${documentAnchor(index)}">${escapeHtml(doc.path)}</a> — ${escapeHtml(doc.status)}</li>`,
    )
    .join('\n');
  const [before, after] = htmlFrame({
    title: input.title,
    css: CSS,
    script: [
      SCROLL_HINT_SCRIPT,
      GALLERY_COPY_SCRIPT,
      documents.some((doc) => doc.pictures?.length) ? CAROUSEL_SCRIPT : '',
      documents.some((doc) => doc.variants?.length) ? VARIANT_SCRIPT : '',
    ].join(''),
  });
  const top = [
    `<header class="top"><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(summary)}</p></header>`,
    documents.length
      ? `<nav class="toc" aria-label="Documents"><ol>${toc}</ol></nav>`
      : '<p class="empty">No documents in this run.</p>',
    '<main>',
  ].join('\n');
  return [
    before,
    top,
    ...documents.flatMap((doc, index) => [
      '\n',
      ...documentSection(doc, index, input.standalone === true),
    ]),
    '\n</main>',
    styleTablesPart(input.styleTables ?? {}),
    after,
  ];
}

/** The gallery page as one string. */
export function renderGallery(input: GalleryInput): string {
  return galleryParts(input).join('');
}

import type { CalloutKind, ModuleStyles } from '../styles/module-styles.js';
import { CALLOUT_KINDS, type ModuleBlock, readFields } from '../syntax/module-syntax.js';
import { type Inline, title } from './modules-rows.js';

/** The text and field modules: callout, quote, cta, summary and author-card. */

/** Body lines as paragraphs: a blank line separates them, as in Markdown. */
function paragraphs(lines: readonly string[], style: string, inline: Inline): string {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) out.push(`<p style="${style}">${inline(current.join('\n'))}</p>`);
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === '') flush();
    else current.push(line.trim());
  }
  flush();
  return out.join('');
}

const KINDS: readonly string[] = CALLOUT_KINDS;

export function callout(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  // `:::callout warning`, or `{type=warning}`; info when neither names a kind.
  const named = [...block.args, block.params.type ?? ''].find((word) =>
    KINDS.includes(word.toLowerCase()),
  );
  const kind = (named?.toLowerCase() ?? 'info') as CalloutKind;
  const c = m.callout[kind];
  const mark = `<span style="${c.mark}">${c.icon}</span>`;
  const heading = block.caption
    ? `<p style="${m.faqQuestion}">${mark}${inline(block.caption)}</p>`
    : '';
  let body = paragraphs(block.body, m.text, inline);
  // Without a caption the kind's mark opens the first paragraph.
  if (!heading) body = body.replace(/^(<p style="[^"]*">)/, `$1${mark}`);
  return `<section style="${c.box}">${heading}${body}</section>\n`;
}

export function quote(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  // Text lines, then an optional `| source | author` line.
  const text = block.body.filter((line) => !line.trim().startsWith('|'));
  const source = block.body
    .filter((line) => line.trim().startsWith('|'))
    .flatMap((line) => line.split('|').map((part) => part.trim()))
    .filter(Boolean);
  let html = `<section style="${m.quote}">${title(block, m, inline)}<p style="${m.quoteMark}">“</p>${paragraphs(text, m.quoteText, inline)}`;
  if (source.length > 0)
    html += `<p style="${m.quoteSource}">— ${source.map(inline).join(' · ')}</p>`;
  return `${html}</section>\n`;
}

export function cta(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  const fields = readFields(block.body);
  const heading = fields.get('title') ?? block.caption;
  let html = `<section style="${m.cta}">`;
  if (heading) html += `<p style="${m.ctaTitle}">${inline(heading)}</p>`;
  for (const key of ['body', 'subtitle']) {
    const value = fields.get(key);
    if (value) html += `<p style="${m.text}">${inline(value)}</p>`;
  }
  if (fields.size === 0) html += paragraphs(block.body, m.text, inline);
  const button = fields.get('button') ?? fields.get('button_text') ?? fields.get('action');
  if (button)
    html += `<p style="margin:0"><span style="${m.ctaButton}">${inline(button)}</span></p>`;
  const note = fields.get('note');
  if (note) html += `<p style="${m.small}">${inline(note)}</p>`;
  return `${html}</section>\n`;
}

export function summary(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  const fields = readFields(block.body);
  const heading = fields.get('title') ?? block.caption;
  let html = `<section style="${m.summary}">`;
  if (heading) html += `<p style="${m.title}">${inline(heading)}</p>`;
  const highlight = fields.get('highlight');
  if (highlight) html += `<p style="${m.summaryHighlight}">${inline(highlight)}</p>`;
  const items = (fields.get('items') ?? '')
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
  items.forEach((item, i) => {
    html += `<p style="${m.summaryItem}"><span style="${m.summaryMark}">${i + 1}.</span>${inline(item)}</p>`;
  });
  // The decision variant: who it fits and what to do.
  for (const key of ['fit', 'recommendation']) {
    const value = fields.get(key);
    if (value)
      html += `<p style="${m.summaryItem}"><span style="${m.summaryMark}">→</span>${inline(value)}</p>`;
  }
  if (fields.size === 0) html += paragraphs(block.body, m.text, inline);
  const note = fields.get('note');
  if (note) html += `<p style="${m.small}">${inline(note)}</p>`;
  return `${html}</section>\n`;
}

export function authorCard(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  const fields = readFields(block.body);
  const name = fields.get('name') ?? block.caption;
  // The initial stands in for `avatar`: the draft uploads only the Markdown's own images, so
  // an avatar URL would stay a picture from another host, which the platform does not show.
  const initial = [...name.replace(/[\s*_`[\]]/g, '')][0] ?? '✎';
  let html = `<section style="${m.author}"><p style="margin:0"><span style="${m.avatar}">${inline(initial)}</span><span style="${m.authorName}">${inline(name)}</span></p>`;
  for (const key of ['title', 'role', 'bio']) {
    const value = fields.get(key);
    if (value) html += `<p style="${key === 'bio' ? m.text : m.small}">${inline(value)}</p>`;
  }
  return `${html}</section>\n`;
}

import type { ModuleStyles } from '../styles/module-styles.js';
import { type ModuleBlock, readRows } from '../syntax/module-syntax.js';

/** Renders one field of a module as inline Markdown. */
export type Inline = (text: string) => string;

/**
 * The row modules (`a | b | c` a line): steps, timeline, compare, metrics, faq and checklist.
 * Rows with fewer cells than documented still show what they have: the service is the
 * judge of its syntax, the local engine only previews it.
 */
export function title(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  return block.caption ? `<p style="${m.title}">${inline(block.caption)}</p>` : '';
}

const isAccent = (cell: string | undefined) => cell?.toLowerCase() === 'accent';
/** A trailing `accent`/`default` cell is a style, not text. */
function withoutStyle(row: string[]): string[] {
  const last = row[row.length - 1]?.toLowerCase();
  return row.length > 1 && (last === 'accent' || last === 'default') ? row.slice(0, -1) : row;
}

export function steps(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}`;
  readRows(block.body).forEach((row, i) => {
    // `01 | name | text`, `name | text` or `text`: the number is written or counted.
    const [number, name, text] =
      row.length >= 3
        ? row
        : row.length === 2
          ? [String(i + 1), row[0], row[1]]
          : [String(i + 1), row[0], ''];
    html += `<section style="${m.step}"><p style="margin:0"><span style="${m.stepNumber}">${inline(number)}</span><span style="${m.stepTitle}">${inline(name)}</span></p>`;
    if (text) html += `<p style="${m.stepBody}">${inline(text)}</p>`;
    html += '</section>';
  });
  return `${html}</section>\n`;
}

export function timeline(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}<section style="${m.timeline}">`;
  for (const row of readRows(block.body)) {
    const [time, name = '', text = ''] = row;
    html += `<section style="${m.timelineItem}"><p style="margin:0"><span style="${m.timelineDot}"></span><span style="${m.timelineTime}">${inline(time)}</span></p>`;
    if (name) html += `<p style="${m.faqQuestion}">${inline(name)}</p>`;
    if (text) html += `<p style="${m.small}">${inline(text)}</p>`;
    html += '</section>';
  }
  return `${html}</section></section>\n`;
}

export function compare(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}`;
  for (const raw of readRows(block.body)) {
    const accent = isAccent(raw[raw.length - 1]);
    const [label, ...sides] = withoutStyle(raw);
    html += `<section style="${m.row}"><p style="${m.rowLabel}">${inline(label)}</p>`;
    // Cells side by side; the second (the new, the recommended) carries the accent.
    html += `<section style="margin:0 -1%">${sides
      .map(
        (side, i) =>
          `<section style="${accent && i === sides.length - 1 ? m.cellAccent : m.cell}">${inline(side)}</section>`,
      )
      .join('')}</section></section>`;
  }
  return `${html}</section>\n`;
}

export function metrics(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  let cells = '';
  for (const raw of readRows(block.body)) {
    const accent = isAccent(raw[raw.length - 1]);
    const [label, value = '', note = ''] = withoutStyle(raw);
    cells += `<section style="${accent ? m.metricAccent : m.metric}"><p style="${m.metricValue}">${inline(value)}</p><p style="${m.faqQuestion}">${inline(label)}</p>`;
    if (note) cells += `<p style="${m.small}">${inline(note)}</p>`;
    cells += '</section>';
  }
  return `<section style="margin:1.2em 0">${title(block, m, inline)}<section style="margin:0 -1%">${cells}</section></section>\n`;
}

export function faq(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}`;
  for (const row of readRows(block.body)) {
    const [question, ...answer] = row;
    html += `<section style="${m.faqItem}"><p style="${m.faqQuestion}"><span style="${m.faqBadge}">Q</span>${inline(question)}</p>`;
    if (answer.length > 0) {
      html += `<p style="${m.text}"><span style="${m.faqBadgeAnswer}">A</span>${inline(answer.join(' | '))}</p>`;
    }
    html += '</section>';
  }
  return `${html}</section>\n`;
}

const CHECK_STATES: Record<string, { mark: string; style: keyof ModuleStyles }> = {
  done: { mark: '☑', style: 'checkDone' },
  todo: { mark: '☐', style: 'checkOpen' },
  na: { mark: '—', style: 'checkNone' },
};

export function checklist(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  let html = `<section style="margin:1.2em 0">${title(block, m, inline)}`;
  for (const row of readRows(block.body)) {
    const last = row.length > 1 ? row[row.length - 1].toLowerCase() : '';
    const state = CHECK_STATES[last] ?? CHECK_STATES.todo;
    const text = CHECK_STATES[last] ? row.slice(0, -1).join(' | ') : row.join(' | ');
    const muted = last === 'na' ? ';opacity:0.6' : '';
    html += `<p style="${m.check}${muted}"><span style="${m[state.style] as string}">${state.mark}</span>${inline(text)}</p>`;
  }
  return `${html}</section>\n`;
}

import type { ModuleStyles } from '../styles/module-styles.js';
import type { Styles } from '../styles/styles.js';
import type { ModuleBlock } from '../syntax/module-syntax.js';
import type { LayoutModule } from '../syntax/modules.js';
import { checklist, compare, faq, type Inline, metrics, steps, timeline } from './modules-rows.js';
import { authorCard, callout, cta, quote, summary } from './modules-text.js';

type Draw = (block: ModuleBlock, m: ModuleStyles, inline: Inline) => string;

/** The modules the local engine draws; the names are module-syntax.ts's LOCAL_MODULES. */
const DRAWN: Readonly<Record<string, Draw>> = {
  callout,
  steps,
  timeline,
  compare,
  metrics,
  quote,
  faq,
  checklist,
  cta,
  'author-card': authorCard,
  summary,
};

/** One module as inline-styled HTML; its fields are inline Markdown (`inline`). */
export function renderModule(module: LayoutModule, s: Styles, inline: Inline): string {
  if (module.kind === 'hero') {
    const m = s.modules;
    let html = `<section style="${s.hero}">`;
    if (module.eyebrow) html += `<p style="${m.heroEyebrow}">${inline(module.eyebrow)}</p>`;
    html += `<p style="${s.heroTitle}">${inline(module.title)}</p>`;
    if (module.subtitle) html += `<p style="${s.heroSubtitle}">${inline(module.subtitle)}</p>`;
    if (module.tags.length > 0) {
      html += `<p style="${s.heroTags}">`;
      for (const tag of module.tags) html += `<span style="${s.heroTag}">${inline(tag)}</span>`;
      html += '</p>';
    }
    if (module.note) html += `<p style="${m.heroNote}">${inline(module.note)}</p>`;
    return `${html}</section>\n`;
  }
  if (module.kind === 'cards') {
    let html = `<section style="${s.cardsWrap}">`;
    if (module.heading) html += `<p style="${s.cardsHeading}">${inline(module.heading)}</p>`;
    for (const card of module.cards) {
      html += `<section style="${card.accent ? s.cardAccent : s.card}">`;
      html += `<p style="${card.accent ? s.cardTitleAccent : s.cardTitle}">${inline(card.title)}</p>`;
      for (const line of card.lines) {
        if (line) html += `<p style="${s.cardLine}">${inline(line)}</p>`;
      }
      html += '</section>';
    }
    return `${html}</section>\n`;
  }
  const draw = DRAWN[module.block.name];
  return draw ? draw(module.block, s.modules, inline) : plainBlock(module.block, s.modules, inline);
}

/**
 * A module the local engine does not draw: a titled block with its text, line by line, so
 * the preview shows what was written while the service draws the real thing.
 */
function plainBlock(block: ModuleBlock, m: ModuleStyles, inline: Inline): string {
  let html = `<section style="${m.box}"><p style="${m.boxLabel}">:::${inline(block.written)}</p>`;
  if (block.caption) html += `<p style="${m.title}">${inline(block.caption)}</p>`;
  for (const line of block.body) {
    if (line.trim() !== '') html += `<p style="${m.text}">${inline(line.trim())}</p>`;
  }
  return `${html}</section>\n`;
}

import type { MarkdownIt, Token } from 'markdown-it';

/**
 * GFM alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
 * `[!WARNING]` or `[!CAUTION]` shows as a callout, as on GitHub. The marker line is
 * removed and both ends of the quote carry `meta.alert`; the renderer draws the box.
 */
export type AlertKind = 'note' | 'tip' | 'important' | 'warning' | 'caution';

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

export function alertsPlugin(md: MarkdownIt): void {
  // Between block and inline parsing: the paragraph's text is still its source.
  md.core.ruler.after('block', 'gfm_alerts', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i].type !== 'blockquote_open') continue;
      if (tokens[i + 1].type !== 'paragraph_open' || tokens[i + 2].type !== 'inline') continue;
      const inline = tokens[i + 2];
      const match = MARKER.exec(inline.content);
      if (!match) continue;
      const kind = match[1].toLowerCase() as AlertKind;
      tokens[i].meta = { ...tokens[i].meta, alert: kind };
      closeOf(tokens, i).meta = { alert: kind };
      inline.content = inline.content.slice(match[0].length);
      // The marker alone on its paragraph: the paragraph goes with it.
      if (inline.content.trim() === '') tokens.splice(i + 1, 3);
    }
  });
}

function closeOf(tokens: Token[], open: number): Token {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (tokens[i].type === 'blockquote_open') depth++;
    else if (tokens[i].type === 'blockquote_close' && --depth === 0) return tokens[i];
  }
  return tokens[open];
}

const ALERTS: Record<AlertKind, { label: string; color: string; tint: string }> = {
  note: { label: 'ⓘ Note', color: '#0969da', tint: 'rgba(9,105,218,0.08)' },
  tip: { label: '✓ Tip', color: '#1a7f37', tint: 'rgba(26,127,55,0.08)' },
  important: { label: '❖ Important', color: '#8250df', tint: 'rgba(130,80,223,0.08)' },
  warning: { label: '⚠ Warning', color: '#9a6700', tint: 'rgba(191,135,0,0.1)' },
  caution: { label: '⊘ Caution', color: '#d1242f', tint: 'rgba(209,36,47,0.08)' },
};

/**
 * The callout styles: GitHub's alert colours as a left rule, a light tint of the same
 * colour (translucent, so it reads on light and dark themes alike) and a coloured
 * title line; inline only, like every style the engine writes.
 */
export function alertStyles(): Record<AlertKind, { box: string; title: string; label: string }> {
  const styles = {} as Record<AlertKind, { box: string; title: string; label: string }>;
  for (const [kind, a] of Object.entries(ALERTS) as [AlertKind, (typeof ALERTS)[AlertKind]][]) {
    styles[kind] = {
      box: `margin:1.2em 0;padding:0.6em 1em;border-left:4px solid ${a.color};background:${a.tint};border-radius:4px`,
      title: `margin:0 0 0.4em;color:${a.color};font-weight:bold`,
      label: a.label,
    };
  }
  return styles;
}

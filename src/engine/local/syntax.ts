import type { MarkdownIt, Token } from 'markdown-it';

const TASK = /^\[([ xX])\][ \t]+/;

/**
 * GFM task lists. The editor strips `<input>`, so the item is only marked here
 * (`meta.task`) and the renderer draws ☐ or ☑ as text in place of the bullet.
 */
export function taskListPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'task_list', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i].type !== 'list_item_open' || tokens[i + 1].type !== 'paragraph_open') continue;
      const inline = tokens[i + 2];
      const first = inline.children?.[0];
      if (inline.type !== 'inline' || first?.type !== 'text') continue;
      const match = TASK.exec(first.content);
      if (!match) continue;
      first.content = first.content.slice(match[0].length);
      tokens[i].meta = { ...tokens[i].meta, task: match[1] !== ' ' };
    }
  });
}

const DANGEROUS_OPEN =
  /^<(script|style|iframe|object|embed|noscript|template|textarea|select|svg|math)(?=[\s/>])/i;

/**
 * Inline raw HTML reaches the renderer one tag at a time, so a sanitizer sees
 * `<script>` and `</script>` apart and the code between them survives as text.
 * This drops the whole run, up to the matching closing tag, before rendering.
 */
export function dropDangerousInlineHtml(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'drop_dangerous_inline_html', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'inline' || !token.children) continue;
      if (!token.content.includes('<')) continue;
      token.children = dropRuns(token.children);
    }
  });
}

function dropRuns(children: Token[]): Token[] {
  const kept: Token[] = [];
  let closing: RegExp | undefined;
  for (const child of children) {
    if (closing) {
      if (child.type === 'html_inline' && closing.test(child.content)) closing = undefined;
      continue;
    }
    const open = child.type === 'html_inline' ? DANGEROUS_OPEN.exec(child.content) : null;
    if (open && !child.content.endsWith('/>')) {
      closing = new RegExp(`^</${open[1]}\\s*>$`, 'i');
      continue;
    }
    kept.push(child);
  }
  return kept;
}

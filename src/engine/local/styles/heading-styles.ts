import type { Theme } from './theme-tokens.js';

function round(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/**
 * Each heading level's style, and the decoration inside it (the span behind the text, '' when
 * none), from the theme's heading style. h1 and h2 carry the decoration; smaller levels take
 * the accent colour or the text colour, so a long article does not shout.
 */
export function headingStyles(
  theme: Theme,
  base: number,
): { headings: string[]; headingInner: string[] } {
  const { palette: p, family: f } = theme;
  const headings: string[] = [];
  const headingInner: string[] = [];
  for (let level = 1; level <= 6; level++) {
    const scale = f.headingScale[Math.min(level, f.headingScale.length) - 1];
    const size = round(base * scale);
    const common = `margin:${level <= 2 ? '1.6em' : '1.3em'} 0 0.8em;font-size:${size}px;font-weight:${f.headingWeight};line-height:1.4;letter-spacing:${f.letterSpacing}`;
    let style = `${common};color:${p.text}`;
    let inner = '';
    const major = level <= 2;
    const accent = `${common};color:${p.primary}`;
    switch (f.headingStyle) {
      case 'underline':
        if (major) style += `;padding-bottom:0.3em;border-bottom:2px solid ${p.primary}`;
        else style = accent;
        break;
      case 'bar':
        style += `;padding-left:0.6em;border-left:4px solid ${p.primary}`;
        break;
      case 'block':
        if (major) {
          inner = `display:inline-block;padding:0.15em 0.6em;background:${p.primary};color:#ffffff;border-radius:${f.radius}`;
        } else {
          style = accent;
        }
        break;
      case 'centered':
        if (major) {
          style = `${accent};text-align:center`;
          inner = `display:inline-block;padding:0 0.4em 0.2em;border-bottom:1px solid ${p.primary}`;
        }
        break;
      case 'plain':
        if (major) style = accent;
        break;
      case 'native':
        break;
      case 'hairline':
        if (major) style += `;padding-bottom:0.3em;border-bottom:1px solid ${p.border}`;
        break;
      case 'rule':
        if (level === 1)
          style += `;padding:0.4em 0;border-top:1px solid ${p.text};border-bottom:3px double ${p.text};text-align:center`;
        else if (level === 2) style += `;padding-top:0.4em;border-top:1px solid ${p.text}`;
        break;
      case 'pill':
        if (major) {
          inner = `display:inline-block;padding:0.2em 0.9em;border-radius:999px;background:${p.tint};color:${p.primary}`;
        } else {
          style = accent;
        }
        break;
      case 'highlight':
        if (major) {
          inner = `padding:0 0.15em;background:linear-gradient(transparent 58%,${p.secondary ?? p.tint} 58%)`;
        } else {
          style = accent;
        }
        break;
      case 'geometric':
        if (level === 1) {
          inner = `display:inline-block;padding:0.15em 0.6em;background:${p.primary};color:#ffffff`;
        } else if (level === 2) {
          style += `;padding-left:0.5em;border-left:10px solid ${p.secondary ?? p.primary}`;
        } else if (level === 3) {
          inner = `padding-bottom:0.1em;border-bottom:4px solid ${p.tertiary ?? p.primary}`;
        }
        break;
    }
    headings.push(style);
    headingInner.push(inner);
  }
  return { headings, headingInner };
}

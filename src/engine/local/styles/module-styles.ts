import type { Theme } from './theme-tokens.js';

export type CalloutKind = 'info' | 'warning' | 'success' | 'danger';

/**
 * The styles of the layout modules the local engine draws (render/modules-*.ts), from the
 * theme's tokens: its accent, tint, corner radius and heading weight, so each module takes
 * each theme's look. Cells sit side by side as inline blocks two to a row at most, which
 * fits a phone's 390 px; nothing is positioned (the platform's editor drops `position`).
 */
export interface ModuleStyles {
  title: string;
  text: string;
  small: string;
  /** The plain block of a module the local engine does not draw. */
  box: string;
  boxLabel: string;
  heroEyebrow: string;
  heroNote: string;
  callout: Record<CalloutKind, { box: string; icon: string; mark: string }>;
  step: string;
  stepNumber: string;
  stepTitle: string;
  stepBody: string;
  timeline: string;
  timelineItem: string;
  timelineDot: string;
  timelineTime: string;
  row: string;
  rowLabel: string;
  cell: string;
  cellAccent: string;
  metric: string;
  metricAccent: string;
  metricValue: string;
  quote: string;
  quoteMark: string;
  quoteText: string;
  quoteSource: string;
  faqItem: string;
  faqBadge: string;
  faqBadgeAnswer: string;
  faqQuestion: string;
  check: string;
  checkDone: string;
  checkOpen: string;
  checkNone: string;
  cta: string;
  ctaTitle: string;
  ctaButton: string;
  author: string;
  avatar: string;
  authorName: string;
  summary: string;
  summaryHighlight: string;
  summaryItem: string;
  summaryMark: string;
}

/** Semantic colours, the same in every theme; the tints are translucent so dark pages work too. */
const CALLOUTS: Record<CalloutKind, { color: string; tint: string; icon: string }> = {
  info: { color: '#2f6fde', tint: 'rgba(47,111,222,0.09)', icon: 'ⓘ' },
  warning: { color: '#b7791f', tint: 'rgba(214,158,46,0.13)', icon: '⚠' },
  success: { color: '#2e8b57', tint: 'rgba(46,139,87,0.1)', icon: '✓' },
  danger: { color: '#d1343c', tint: 'rgba(209,52,60,0.09)', icon: '✕' },
};

/** The quote module's box follows the theme's block quotes: tinted, boxed, ruled or plain. */
const QUOTE_BOX: Record<Theme['family']['quote'], (theme: Theme) => string> = {
  bar: ({ palette: p, family: f }) =>
    `margin:1.4em 0;padding:0.9em 1.1em;border-left:4px solid ${p.primary};border-radius:${f.radius};background:${p.tint}`,
  box: ({ palette: p, family: f }) =>
    `margin:1.4em 0;padding:0.9em 1.1em;border:1px solid ${p.border};border-radius:${f.radius};background:${p.tint}`,
  mark: ({ palette: p }) =>
    `margin:1.6em 0;padding:0.9em 0.4em;border-top:2px solid ${p.primary};border-bottom:2px solid ${p.primary}`,
  plain: ({ palette: p }) => `margin:1.4em 0;padding:0.2em 1.1em;border-left:4px solid ${p.border}`,
};

function round(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export function moduleStyles(theme: Theme, base: number): ModuleStyles {
  const { palette: p, family: f } = theme;
  const small = `${round(base * 0.875)}px`;
  const r = f.radius;
  const text = `margin:0.3em 0;font-size:${base}px;line-height:${f.lineHeight};color:${p.text}`;
  const half =
    'display:inline-block;box-sizing:border-box;width:48%;margin:0 1% 0.6em;vertical-align:top';
  const callout = {} as ModuleStyles['callout'];
  for (const [kind, c] of Object.entries(CALLOUTS) as [
    CalloutKind,
    (typeof CALLOUTS)[CalloutKind],
  ][]) {
    callout[kind] = {
      box: `margin:1.2em 0;padding:0.7em 1em;border-left:4px solid ${c.color};border-radius:${r};background:${c.tint}`,
      icon: c.icon,
      mark: `display:inline-block;margin-right:0.4em;color:${c.color};font-weight:bold`,
    };
  }
  return {
    title: `margin:0 0 0.7em;font-size:${round(base * 1.1)}px;font-weight:${f.headingWeight};line-height:1.4;color:${p.text}`,
    text,
    small: `margin:0.2em 0;font-size:${small};line-height:1.6;color:${p.muted}`,
    box: `margin:1.2em 0;padding:0.8em 1em;border:1px dashed ${p.border};border-radius:${r};background:${p.background}`,
    boxLabel: `margin:0 0 0.4em;font-size:12px;line-height:1.5;color:${p.muted};letter-spacing:0.04em`,
    heroEyebrow: `margin:0 0 0.5em;font-size:12px;font-weight:bold;letter-spacing:0.12em;color:${p.primary}`,
    heroNote: `margin:0.9em 0 0;font-size:${small};color:${p.primary}`,
    callout,
    step: 'margin:0 0 0.9em',
    stepNumber: `display:inline-block;min-width:1.8em;height:1.8em;margin-right:0.5em;padding:0 0.3em;box-sizing:border-box;border-radius:${f.radius === '0' ? '0' : '999px'};background:${p.primary};color:${p.background};font-size:${small};font-weight:bold;line-height:1.8em;text-align:center`,
    stepTitle: `font-size:${base}px;font-weight:bold;color:${p.text}`,
    stepBody: `margin:0.3em 0 0 0.9em;padding:0 0 0 1.4em;border-left:2px solid ${p.tint};font-size:${small};line-height:1.7;color:${p.muted}`,
    timeline: `margin:1.2em 0 1.2em 0.4em;padding:0;border-left:2px solid ${p.primary}`,
    timelineItem: `margin:0;padding:0 0 1em ${base}px`,
    timelineDot: `display:inline-block;width:10px;height:10px;margin:0 8px 0 -${base + 6}px;border-radius:50%;background:${p.primary};vertical-align:middle`,
    timelineTime: `font-size:${small};font-weight:bold;color:${p.primary}`,
    row: `margin:0 0 0.8em;padding:0 0 0.4em;border-bottom:1px solid ${p.border}`,
    rowLabel: `margin:0 0 0.4em;font-size:${small};font-weight:bold;color:${p.muted}`,
    cell: `${half};padding:0.6em 0.7em;border:1px solid ${p.border};border-radius:${r};font-size:${small};line-height:1.6;color:${p.text}`,
    cellAccent: `${half};padding:0.6em 0.7em;border:1px solid ${p.primary};border-radius:${r};background:${p.tint};font-size:${small};line-height:1.6;color:${p.text}`,
    metric: `${half};padding:0.8em 0.7em;border:1px solid ${p.border};border-radius:${r};text-align:center`,
    metricAccent: `${half};padding:0.8em 0.7em;border:1px solid ${p.primary};border-radius:${r};background:${p.tint};text-align:center`,
    metricValue: `margin:0.1em 0;font-size:${round(base * 1.6)}px;font-weight:${f.headingWeight};line-height:1.3;color:${p.primary}`,
    quote: QUOTE_BOX[f.quote](theme),
    quoteMark: `margin:0;font-family:Georgia,serif;font-size:${round(base * 2.6)}px;line-height:1;height:0.55em;color:${p.primary}`,
    quoteText: `margin:0.2em 0;font-size:${round(base * 1.08)}px;line-height:${f.lineHeight};font-style:italic;color:${p.text}`,
    quoteSource: `margin:0.5em 0 0;font-size:${small};text-align:right;color:${p.muted}`,
    faqItem: `margin:0 0 0.9em;padding:0 0 0.7em;border-bottom:1px solid ${p.border}`,
    faqBadge: `display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:${r};background:${p.primary};color:${p.background};font-size:12px;font-weight:bold;line-height:1.5em;text-align:center`,
    faqBadgeAnswer: `display:inline-block;min-width:1.5em;margin-right:0.5em;border-radius:${r};border:1px solid ${p.primary};color:${p.primary};font-size:12px;font-weight:bold;line-height:1.4em;text-align:center`,
    faqQuestion: `margin:0 0 0.3em;font-size:${base}px;font-weight:bold;line-height:1.6;color:${p.text}`,
    check: `margin:0 0 0.5em;font-size:${base}px;line-height:1.6;color:${p.text}`,
    checkDone: `display:inline-block;min-width:1.4em;color:${p.primary};font-weight:bold`,
    checkOpen: `display:inline-block;min-width:1.4em;color:${p.muted}`,
    checkNone: `display:inline-block;min-width:1.4em;color:${p.border}`,
    cta: `margin:1.6em 0;padding:1.2em 1em;border:2px solid ${p.primary};border-radius:${r};background:${p.tint};text-align:center`,
    ctaTitle: `margin:0 0 0.5em;font-size:${round(base * 1.1)}px;font-weight:${f.headingWeight};line-height:1.5;color:${p.text}`,
    ctaButton: `display:inline-block;margin:0.6em 0 0;padding:0.4em 1.4em;border-radius:${f.radius === '0' ? '0' : '999px'};background:${p.primary};color:${p.background};font-size:${small};font-weight:bold`,
    author: `margin:1.6em 0;padding:1em;border:1px solid ${p.border};border-radius:${r};background:${p.tint}`,
    avatar: `display:inline-block;width:2.6em;height:2.6em;margin-right:0.7em;border-radius:${f.radius === '0' ? '0' : '50%'};background:${p.primary};color:${p.background};font-size:${base}px;font-weight:bold;line-height:2.6em;text-align:center;vertical-align:middle`,
    authorName: `font-size:${round(base * 1.05)}px;font-weight:bold;color:${p.text};vertical-align:middle`,
    summary: `margin:1.6em 0;padding:1em 1.1em;border-top:3px solid ${p.primary};border-radius:${r};background:${p.tint}`,
    summaryHighlight: `margin:0.3em 0;font-size:${round(base * 1.1)}px;font-weight:bold;line-height:1.6;color:${p.primary}`,
    summaryItem: text,
    summaryMark: `display:inline-block;min-width:1.6em;color:${p.primary};font-weight:bold`,
  };
}

// markdown-it-cjk-breaks ships no types; it is a plain markdown-it plugin.
declare module 'markdown-it-cjk-breaks' {
  import type { MarkdownIt } from 'markdown-it';

  const cjkBreaks: (md: MarkdownIt) => void;
  export default cjkBreaks;
}

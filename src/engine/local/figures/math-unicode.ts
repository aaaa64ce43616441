import { Configuration } from 'mathjax-full/js/input/tex/Configuration.js';
import { CommandMap } from 'mathjax-full/js/input/tex/SymbolMap.js';
import type { ParseMethod } from 'mathjax-full/js/input/tex/Types.js';
import { numeric } from 'mathjax-full/js/util/Entities.js';

/**
 * `\unicode` without memory. MathJax's own `unicode` package keeps the font each character
 * was last given in a cache shared by every TeX input of the process, so
 * `\unicode[Some Font]{x41}` in one document changed `\unicode{x41}` in every later one.
 * This one draws the same markup from its arguments alone; math.ts loads it instead.
 */
export const STATELESS_UNICODE = 'md-platform-unicode';

const NUMBER = /^(x[0-9A-Fa-f]+|[0-9]+)$/;
const HEIGHT_DEPTH = /^(\d+(\.\d*)?|\.\d+),(\d+(\.\d*)?|\.\d+)$/;

const unicode: ParseMethod = (parser, command) => {
  const name = String(command);
  // `\unicode[height,depth][font]{n}` or `\unicode[font]{n}`; height and depth change nothing drawn.
  const first = parser.GetBrackets(name);
  let font: string | undefined;
  if (first) font = HEIGHT_DEPTH.test(first.replace(/ /g, '')) ? parser.GetBrackets(name) : first;
  const n = parser.GetArgument(name).trim().replace(/^0x/, 'x');
  if (!NUMBER.test(n)) throw new Error('Argument to \\unicode must be a number');
  const variant = parser.stack.env.font as string | undefined;
  const def: Record<string, string> = {};
  if (font) {
    def.fontfamily = font;
    if (variant && /bold/.test(variant)) def.fontweight = 'bold';
    if (variant && /italic|-mathit/.test(variant)) def.fontstyle = 'italic';
  } else if (variant) {
    def.mathvariant = variant;
  }
  const node = parser.create('token', 'mtext', def, numeric(n));
  node.setProperty('unicode', true);
  parser.Push(node);
};

new CommandMap(STATELESS_UNICODE, { unicode: 'Unicode' }, { Unicode: unicode });
Configuration.create(STATELESS_UNICODE, { handler: { macro: [STATELESS_UNICODE] } });

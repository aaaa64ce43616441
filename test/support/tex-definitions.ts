/**
 * Every TeX definition MathJax accepts in the embedded engine, each with a formula it
 * changes. A document defines (A), another only uses (B): B must read the same whether or
 * not A came first. `within` marks definitions that do hold for later formulas of their
 * own document.
 */
export const DEFINITIONS: { define: string; use: string; within: boolean }[] = [
  { define: '\\DeclareMathOperator{\\op}{op}', use: '\\op x', within: true },
  { define: '\\DeclareMathOperator*{\\sin}{SIN}', use: '\\sin x', within: true },
  { define: '\\DeclareMathOperator{\\frac}{F}', use: '\\frac{1}{2}', within: true },
  { define: '\\DeclarePairedDelimiter{\\abs}{\\lvert}{\\rvert}', use: '\\abs{x}', within: true },
  { define: '\\DeclarePairedDelimiter{\\left}{(}{)}', use: '\\left( x \\right)', within: true },
  {
    define: '\\DeclarePairedDelimiterX{\\norm}[1]{\\lVert}{\\rVert}{#1}',
    use: '\\norm{x}',
    within: true,
  },
  {
    define: '\\DeclarePairedDelimiterXPP{\\pp}[1]{A}{(}{)}{B}{#1}',
    use: '\\pp{x}',
    within: true,
  },
  { define: '\\Newextarrow{\\xfoo}{5,5}{0x2192}', use: '\\xfoo{a}', within: true },
  { define: '\\Newextarrow{\\xrightarrow}{5,5}{0x2190}', use: '\\xrightarrow{a}', within: true },
  { define: '\\definecolor{mine}{rgb}{1,0,0}', use: '\\color{mine}{x}', within: true },
  { define: '\\definecolor{red}{rgb}{0,0,1}', use: '\\textcolor{red}{x}', within: true },
  { define: '\\mathtoolsset{centercolon=true}', use: 'a := b', within: true },
  {
    define: '\\begin{equation}a\\label{e}\\end{equation}',
    use: '\\begin{equation}b\\label{e}\\end{equation}',
    within: true,
  },
  { define: 'x \\label{f}', use: '\\eqref{f}', within: false },
  { define: '\\newtagform{br}{[}{]}\\usetagform{br}', use: 'a \\tag{1}', within: false },
  // MathJax's own \unicode remembers a character's font for the whole process.
  { define: '\\unicode[Comic Sans MS]{x41}', use: '\\unicode{x41}', within: false },
  // Not available (newcommand is left out), and must stay without effect.
  { define: '\\newcommand{\\foo}{F}', use: '\\foo', within: false },
  { define: '\\renewcommand{\\alpha}{A}', use: '\\alpha', within: false },
  { define: '\\def\\beta{B}', use: '\\beta', within: false },
  { define: '\\gdef\\gamma{G}', use: '\\gamma', within: false },
  { define: '\\global\\def\\delta{D}', use: '\\delta', within: false },
  { define: '\\let\\epsilon=\\zeta', use: '\\epsilon', within: false },
  { define: '\\newenvironment{foo}{[}{]}', use: '\\begin{foo}a\\end{foo}', within: false },
  { define: '\\require{newcommand}', use: '\\newcommand{\\bar}{B}\\bar x', within: false },
];

/** A defines then uses; B only uses. */
export const definingDocument = (define: string, use: string) =>
  `# A\n\n$$\n${define}\n$$\n\nUse: $${use}$\n`;
export const usingDocument = (use: string) => `# B\n\nUse: $${use}$\n`;

import type { HLJSApi } from 'highlight.js';

/**
 * highlight.js 11's parsing loop, run over the grammars hljs itself compiled, writing
 * the engine's inline-styled HTML directly. It is a line-by-line port of `_highlight`
 * in highlight.js/lib/core.js (11.x) and keeps its behaviour, quirks included, so the
 * output is byte-identical to `hljs.highlight(code, { ignoreIllegals: true })` with
 * the engine's emitter (test/engine/highlight.test.ts compares the two on every
 * grammar). What it leaves out is work the engine never reads: relevance scores,
 * keyword hit counts, a separate emitter object and plugin hooks.
 *
 * It is about twice as fast as hljs' own loop, which spends most of its time on:
 * - Matching. Every step runs one regex that joins all rules of the current mode, each
 *   rule in a capture group and with its own groups kept: 108 groups for JavaScript, so
 *   every match fills and scans a 109-slot array. `FastModeMatcher` joins the rules with
 *   their inner groups made non-capturing (the same matches: no rule it flattens has a
 *   backreference or a named group), and re-runs only the rule that matched, anchored
 *   where it matched, when that rule has groups of its own.
 * - The mode stack. Entering a mode creates `Object.create(mode, { parent: { value } })`,
 *   which V8 builds on its slow path and whose every property read walks to the mode
 *   through a prototype; a `Frame` holds the mode and its parent instead.
 * Sub-languages listed as an array (auto-detection) still go through hljs itself.
 */

/** One rule of a mode's matcher: the regex (or its source) and what a match means. */
interface RuleOpts {
  rule?: Mode;
  type: 'begin' | 'end' | 'illegal';
  position?: number;
}
type Rule = [RegExp | string, RuleOpts];

interface Match extends RegExpExecArray {
  rule?: Mode;
  type?: RuleOpts['type'];
  position?: number;
}

/** What hljs' parsing loop reads from a mode's matcher (a ResumableMultiRegex in hljs). */
interface ModeMatcher {
  lastIndex: number;
  regexIndex: number;
  considerAll(): void;
  exec(s: string): Match | null;
}

interface Scope {
  _wrap?: string;
  _multi?: boolean;
  _emit?: Record<number, boolean>;
  [group: number]: string;
}

type Callback = (match: Match, response: Response) => void;

/** A compiled hljs mode, as far as the loop uses it. */
interface Mode {
  scope?: string;
  beginScope?: Scope;
  endScope?: Scope;
  keywords?: Record<string, [string, number]>;
  keywordPatternRe: RegExp;
  endRe?: RegExp;
  matcher: ModeMatcher;
  contains?: Mode[];
  starts?: Mode;
  subLanguage?: string | string[];
  skip?: boolean;
  excludeBegin?: boolean;
  excludeEnd?: boolean;
  returnBegin?: boolean;
  returnEnd?: boolean;
  endsParent?: boolean;
  endsWithParent?: boolean;
  __beforeBegin?: Callback | null;
  'on:begin'?: Callback;
  'on:end'?: Callback;
  data?: Record<string, unknown>;
}

/**
 * A mode on the stack. hljs stacks `Object.create(mode, { parent })` objects; a frame
 * holds the same (the mode, its parent, and the `data` hljs' Response would set on that
 * object) without making every mode a prototype, plus the matcher this run uses for it.
 */
class Frame {
  data: Record<string, unknown> | undefined = undefined;
  constructor(
    readonly mode: Mode,
    readonly parent: Frame | undefined,
    readonly matcher: ModeMatcher,
  ) {}
}

interface Language extends Mode {
  case_insensitive?: boolean;
  unicodeRegex?: boolean;
  classNameAliases: Record<string, string>;
  __emitTokens?: (code: string, emitter: unknown) => void;
}

/** hljs' `Response`, handed to `on:begin` / `on:end` callbacks. */
class Response {
  isMatchIgnored = false;
  constructor(readonly data: Record<string, unknown>) {}
  ignoreMatch(): void {
    this.isMatchIgnored = true;
  }
}

/** `new Response(mode)` in hljs: the mode's `data`, created on first use. */
function beginResponse(mode: Mode): Response {
  if (mode.data === undefined) mode.data = {};
  return new Response(mode.data);
}

/**
 * `new Response(top)` in hljs, where `top` inherits `data` from its mode unless it has
 * its own; the bottom of hljs' stack is the language object itself.
 */
function endResponse(frame: Frame): Response {
  if (frame.parent === undefined) return beginResponse(frame.mode);
  if (frame.data === undefined && frame.mode.data === undefined) frame.data = {};
  return new Response((frame.data ?? frame.mode.data)!);
}

// hljs' BACKREF_RE: a character class, a named group, an opening parenthesis, a
// backreference or another escape, so that parentheses are only counted where they open groups.
const GROUP_SYNTAX =
  /\[(?:[^\\\]]|\\.)*\]|\(\?<(?![=!])[^>]+>|\(\?'[^']+'|\(\??|\\([1-9][0-9]*)|\\./;

function source(re: RegExp | string): string {
  return typeof re === 'string' ? re : re.source;
}

/** hljs' countMatchGroups, verbatim (it counts on `toString()`, flags and all). */
function countMatchGroups(re: RegExp | string): number {
  return new RegExp(`${re.toString()}|`).exec('')!.length - 1;
}

/**
 * The rule's source with every capturing group made non-capturing, or undefined when
 * the rule has a backreference or a named group (then its groups must stay as they are).
 */
function withoutCaptures(re: string): string | undefined {
  let out = '';
  let rest = re;
  while (rest.length > 0) {
    const match = GROUP_SYNTAX.exec(rest);
    if (!match) {
      out += rest;
      break;
    }
    out += rest.substring(0, match.index);
    rest = rest.substring(match.index + match[0].length);
    const token = match[0];
    if (match[1] || token === '\\k' || token.startsWith('(?<') || token.startsWith("(?'")) {
      // `(?<=` and `(?<!` are matched by `\(\??` as `(?`, so a `(?<` token is a named group.
      return undefined;
    }
    out += token === '(' ? '(?:' : token;
  }
  return out;
}

interface Entry {
  rule: Mode | undefined;
  type: RuleOpts['type'];
  /** The rule alone, sticky, to recover its own groups; null when it has none. */
  groups: RegExp | null;
}

/**
 * hljs' MultiRegex over `rules` (the mode's rules from some index on), without inner
 * captures. hljs' match array also carries the (empty) groups of every later rule; only
 * `emitMultiClass` reads past a rule's own groups, and the scope indices it looks for
 * are groups of that same rule (hljs numbers them so), so the shorter array is equivalent.
 */
class FlatMultiRegex {
  lastIndex = 0;
  private readonly re: RegExp | null;
  private readonly entries: Entry[] = [];

  /** Rules `start` on of a mode's `rules`; `positions` is the mode matcher's numbering. */
  constructor(
    rules: Rule[],
    private readonly start: number,
    flags: string,
    private readonly positions: number[],
  ) {
    const sources: string[] = [];
    for (let i = start; i < rules.length; i++) {
      const [re, opts] = rules[i];
      // hljs numbers the rules of each matcher it builds on objects all of the mode's
      // matchers share, so every matcher reports the numbers of the latest one built.
      positions[i] = i - start;
      sources.push(`(${withoutCaptures(source(re))})`);
      this.entries.push({
        rule: opts.rule,
        type: opts.type,
        groups: countMatchGroups(re) > 0 ? new RegExp(source(re), `${flags}y`) : null,
      });
    }
    this.re = sources.length > 0 ? new RegExp(sources.join('|'), `${flags}g`) : null;
  }

  exec(s: string): Match | null {
    if (!this.re) return null;
    this.re.lastIndex = this.lastIndex;
    const found = this.re.exec(s);
    if (!found) return null;
    let i = 1;
    while (found[i] === undefined && i < found.length) i++;
    const entry = this.entries[i - 1];
    let match: Match;
    if (entry.groups) {
      entry.groups.lastIndex = found.index;
      match = entry.groups.exec(s) as Match;
    } else {
      // A rule without groups: hljs' match is the text and nothing but undefined after it.
      match = found as Match;
      match[i] = undefined as unknown as string;
    }
    match.rule = entry.rule;
    match.type = entry.type;
    match.position = this.positions[this.start + i - 1];
    return match;
  }
}

/** hljs' ResumableMultiRegex (same state, same resume rules), over flattened regexes. */
class FastModeMatcher implements ModeMatcher {
  lastIndex = 0;
  regexIndex = 0;
  private readonly matchers: FlatMultiRegex[] = [];
  private readonly positions: number[] = [];

  constructor(
    private readonly rules: Rule[],
    private readonly count: number,
    private readonly flags: string,
  ) {}

  getMatcher(index: number): FlatMultiRegex {
    let matcher = this.matchers[index];
    if (!matcher) {
      matcher = new FlatMultiRegex(this.rules, index, this.flags, this.positions);
      this.matchers[index] = matcher;
    }
    return matcher;
  }

  resumingScanAtSamePosition(): boolean {
    return this.regexIndex !== 0;
  }

  considerAll(): void {
    this.regexIndex = 0;
  }

  exec(s: string): Match | null {
    const m = this.getMatcher(this.regexIndex);
    m.lastIndex = this.lastIndex;
    let result = m.exec(s);
    if (this.resumingScanAtSamePosition() && !(result && result.index === this.lastIndex)) {
      const m2 = this.getMatcher(0);
      m2.lastIndex = this.lastIndex + 1;
      result = m2.exec(s);
    }
    if (result) {
      this.regexIndex += result.position! + 1;
      if (this.regexIndex === this.count) this.considerAll();
    }
    return result;
  }
}

/**
 * The matcher a run uses for a compiled mode: a `FastModeMatcher` over the rules hljs
 * compiled for it, made on first use and kept per highlighter, or hljs' own matcher for
 * a mode whose rules cannot be flattened. hljs' modes are left as they are (some are
 * module-level objects every hljs instance shares).
 */
function matcherFor(ctx: RunContext, mode: Mode): ModeMatcher {
  let matcher = ctx.matchers.get(mode);
  if (!matcher) {
    const hljs = mode.matcher as unknown as { rules?: Rule[]; count?: number };
    matcher =
      Array.isArray(hljs.rules) &&
      typeof hljs.count === 'number' &&
      hljs.rules.every(([re]) => withoutCaptures(source(re)) !== undefined)
        ? // The flags hljs compiled this mode with (its language's), as on all its regexes.
          new FastModeMatcher(hljs.rules, hljs.count, mode.keywordPatternRe.flags.replace('g', ''))
        : mode.matcher;
    ctx.matchers.set(mode, matcher);
  }
  return matcher;
}

const NO_MATCH = Symbol('nomatch');

/** Sticky copies of end regexes: "does it match at 0" without scanning the rest of the code. */
const stickyEnds = new WeakMap<RegExp, RegExp>();

function matchesAtStart(re: RegExp | undefined, text: string): boolean {
  if (!re) return false;
  let sticky = stickyEnds.get(re);
  if (!sticky) {
    sticky = new RegExp(re.source, `${re.flags.replace(/[gy]/g, '')}y`);
    stickyEnds.set(re, sticky);
  }
  sticky.lastIndex = 0;
  return sticky.test(text);
}

/** What a run needs from its highlighter. */
export interface RunContext {
  hljs: HLJSApi;
  /** The matchers runs use, by compiled mode (see `matcherFor`). */
  matchers: WeakMap<object, ModeMatcher>;
  /** The opening tag for an hljs scope. */
  open(scope: string): string;
  /** Escapes a text fragment of code. */
  text(text: string): string;
}

/**
 * One `_highlight` call. It is also the emitter hljs' loop would have used (same
 * method names), so a grammar's `__emitTokens` can write to it.
 */
class Run {
  buffer = '';
  top: Frame;
  private modeBuffer = '';
  private lastMatch: Match | undefined;
  private resumeScanAtSamePosition = false;
  private iterations = 0;
  private readonly continuations: Record<string, Frame | undefined> = {};

  constructor(
    private readonly ctx: RunContext,
    private readonly language: Language,
    private readonly code: string,
    continuation: Frame | undefined,
  ) {
    this.top = continuation || new Frame(language, undefined, matcherFor(ctx, language));
  }

  // The emitter interface.
  addText(text: string): void {
    if (text) this.buffer += this.ctx.text(text);
  }
  startScope(scope: string): void {
    this.buffer += this.ctx.open(scope);
  }
  endScope(): void {
    this.buffer += '</span>';
  }
  openNode(scope: string): void {
    this.startScope(scope);
  }
  closeNode(): void {
    this.endScope();
  }
  __addSublanguage(emitter: { buffer: string }): void {
    this.buffer += emitter.buffer;
  }
  finalize(): boolean {
    return true;
  }
  toHTML(): string {
    return this.buffer;
  }

  /** The body of `_highlight`; throws where hljs would (the caller decides what that means). */
  execute(): void {
    this.processContinuations();
    const language = this.language;
    if (language.__emitTokens) {
      language.__emitTokens(this.code, this);
      return;
    }
    const code = this.code;
    let index = 0;
    this.top.matcher.considerAll();
    for (;;) {
      this.iterations++;
      const matcher = this.top.matcher;
      if (this.resumeScanAtSamePosition) {
        this.resumeScanAtSamePosition = false;
      } else {
        matcher.considerAll();
      }
      matcher.lastIndex = index;
      const match = matcher.exec(code);
      if (!match) break;
      const beforeMatch = code.substring(index, match.index);
      const processedCount = this.processLexeme(beforeMatch, match);
      index = match.index + processedCount;
    }
    this.processLexeme(code.substring(index), undefined);
  }

  private processKeywords(): void {
    const top = this.top.mode;
    if (!top.keywords) {
      this.addText(this.modeBuffer);
      return;
    }
    const keywords = top.keywords;
    const pattern = top.keywordPatternRe;
    const aliases = this.language.classNameAliases;
    const lower = this.language.case_insensitive;
    let lastIndex = 0;
    pattern.lastIndex = 0;
    let match = pattern.exec(this.modeBuffer);
    let buf = '';
    while (match) {
      buf += this.modeBuffer.substring(lastIndex, match.index);
      const word = lower ? match[0].toLowerCase() : match[0];
      const data = keywords[word];
      if (data) {
        const kind = data[0];
        this.addText(buf);
        buf = '';
        if (kind.startsWith('_')) {
          // `_` marks a keyword kept for relevance only: no scope.
          buf += match[0];
        } else {
          this.emitKeyword(match[0], aliases[kind] || kind);
        }
      } else {
        buf += match[0];
      }
      lastIndex = pattern.lastIndex;
      match = pattern.exec(this.modeBuffer);
    }
    buf += this.modeBuffer.substring(lastIndex);
    this.addText(buf);
  }

  private processSubLanguage(): void {
    if (this.modeBuffer === '') return;
    const sub = this.top.mode.subLanguage!;
    const hljs = this.ctx.hljs;
    if (typeof sub === 'string') {
      // hljs checks its registry by name here, not by alias.
      if (!hljs.listLanguages().includes(sub)) {
        this.addText(this.modeBuffer);
        return;
      }
      const run = new Run(
        this.ctx,
        hljs.getLanguage(sub) as unknown as Language,
        this.modeBuffer,
        this.continuations[sub],
      );
      let next: Frame | undefined = run.top;
      try {
        run.execute();
        next = run.top;
      } catch (err) {
        // hljs (safe mode) keeps what the failed run emitted, and its mode unless illegal.
        next = (err as Error)?.message?.includes('Illegal') ? undefined : run.top;
      }
      this.continuations[sub] = next;
      this.__addSublanguage(run);
      return;
    }
    const result = hljs.highlightAuto(this.modeBuffer, sub.length ? sub : undefined) as unknown as {
      _emitter: { buffer: string };
    };
    this.__addSublanguage(result._emitter);
  }

  private processBuffer(): void {
    if (this.top.mode.subLanguage != null) {
      this.processSubLanguage();
    } else {
      this.processKeywords();
    }
    this.modeBuffer = '';
  }

  private emitKeyword(keyword: string, scope: string): void {
    if (keyword === '') return;
    this.startScope(scope);
    this.addText(keyword);
    this.endScope();
  }

  private emitMultiClass(scope: Scope, match: Match): void {
    const aliases = this.language.classNameAliases;
    let i = 1;
    const max = match.length - 1;
    while (i <= max) {
      if (!scope._emit![i]) {
        i++;
        continue;
      }
      const klass = aliases[scope[i]] || scope[i];
      const text = match[i];
      if (klass) {
        this.emitKeyword(text, klass);
      } else {
        this.modeBuffer = text;
        this.processKeywords();
        this.modeBuffer = '';
      }
      i++;
    }
  }

  private startNewMode(mode: Mode, match: Match): void {
    const aliases = this.language.classNameAliases;
    if (mode.scope && typeof mode.scope === 'string') {
      this.openNode(aliases[mode.scope] || mode.scope);
    }
    const beginScope = mode.beginScope;
    if (beginScope) {
      if (beginScope._wrap) {
        this.emitKeyword(this.modeBuffer, aliases[beginScope._wrap] || beginScope._wrap);
        this.modeBuffer = '';
      } else if (beginScope._multi) {
        this.emitMultiClass(beginScope, match);
        this.modeBuffer = '';
      }
    }
    this.top = new Frame(mode, this.top, matcherFor(this.ctx, mode));
  }

  private endOfMode(frame: Frame, match: Match, matchPlusRemainder: string): Frame | undefined {
    const mode = frame.mode;
    let matched = matchesAtStart(mode.endRe, matchPlusRemainder);
    if (matched) {
      const onEnd = mode['on:end'];
      if (onEnd) {
        const resp = endResponse(frame);
        onEnd(match, resp);
        if (resp.isMatchIgnored) matched = false;
      }
      if (matched) {
        let ending = frame;
        while (ending.mode.endsParent && ending.parent) ending = ending.parent;
        return ending;
      }
    }
    // An ignored end can still end the parent.
    if (mode.endsWithParent) return this.endOfMode(frame.parent!, match, matchPlusRemainder);
    return undefined;
  }

  private doIgnore(lexeme: string): number {
    if (this.top.matcher.regexIndex === 0) {
      // No more rules to try here: move on one character (hljs appends `lexeme[0]` as is).
      this.modeBuffer += `${lexeme[0]}`;
      return 1;
    }
    this.resumeScanAtSamePosition = true;
    return 0;
  }

  private doBeginMatch(match: Match): number {
    const lexeme = match[0];
    const newMode = match.rule!;
    const before = newMode.__beforeBegin;
    const onBegin = newMode['on:begin'];
    if (before || onBegin) {
      const resp = beginResponse(newMode);
      if (before) {
        before(match, resp);
        if (resp.isMatchIgnored) return this.doIgnore(lexeme);
      }
      if (onBegin) {
        onBegin(match, resp);
        if (resp.isMatchIgnored) return this.doIgnore(lexeme);
      }
    } else if (newMode.data === undefined) {
      // What `new Response(newMode)` does; an `on:end` callback may read it later.
      newMode.data = {};
    }
    if (newMode.skip) {
      this.modeBuffer += lexeme;
    } else {
      if (newMode.excludeBegin) this.modeBuffer += lexeme;
      this.processBuffer();
      if (!newMode.returnBegin && !newMode.excludeBegin) this.modeBuffer = lexeme;
    }
    this.startNewMode(newMode, match);
    return newMode.returnBegin ? 0 : lexeme.length;
  }

  private doEndMatch(match: Match): number | typeof NO_MATCH {
    const lexeme = match[0];
    const matchPlusRemainder = this.code.substring(match.index);
    const endMode = this.endOfMode(this.top, match, matchPlusRemainder);
    if (!endMode) return NO_MATCH;
    const origin = this.top.mode;
    if (origin.endScope?._wrap) {
      this.processBuffer();
      // hljs does not map an end scope through classNameAliases.
      this.emitKeyword(lexeme, origin.endScope._wrap);
    } else if (origin.endScope?._multi) {
      this.processBuffer();
      this.emitMultiClass(origin.endScope, match);
    } else if (origin.skip) {
      this.modeBuffer += lexeme;
    } else {
      if (!(origin.returnEnd || origin.excludeEnd)) this.modeBuffer += lexeme;
      this.processBuffer();
      if (origin.excludeEnd) this.modeBuffer = lexeme;
    }
    do {
      if (this.top.mode.scope) this.closeNode();
      this.top = this.top.parent!;
    } while (this.top !== endMode.parent);
    if (endMode.mode.starts) this.startNewMode(endMode.mode.starts, match);
    return origin.returnEnd ? 0 : lexeme.length;
  }

  private processContinuations(): void {
    const list: string[] = [];
    // Up to the bottom frame, which holds the language itself.
    for (let current = this.top; current.parent !== undefined; current = current.parent) {
      if (current.mode.scope) list.unshift(current.mode.scope);
    }
    for (const item of list) this.openNode(item);
  }

  private processLexeme(textBeforeMatch: string, match: Match | undefined): number {
    const lexeme = match?.[0];
    this.modeBuffer += textBeforeMatch;
    if (lexeme == null || !match) {
      this.processBuffer();
      return 0;
    }
    const last = this.lastMatch;
    // A zero-width end right after a begin at the same place: hljs (safe mode) moves on one character.
    if (
      last &&
      last.type === 'begin' &&
      match.type === 'end' &&
      last.index === match.index &&
      lexeme === ''
    ) {
      this.modeBuffer += this.code.slice(match.index, match.index + 1);
      return 1;
    }
    this.lastMatch = match;
    if (match.type === 'begin') {
      return this.doBeginMatch(match);
    }
    // Illegal matches are ignored (the engine always highlights with ignoreIllegals).
    if (match.type === 'end') {
      const processed = this.doEndMatch(match);
      if (processed !== NO_MATCH) return processed;
    }
    if (match.type === 'illegal' && lexeme === '') {
      // A zero-width illegal match on `$`: keep the newline it stands on.
      if (match.index !== this.code.length) this.modeBuffer += '\n';
      return 1;
    }
    if (this.iterations > 100000 && this.iterations > match.index * 3) {
      throw new Error('potential infinite loop, way more iterations than matches');
    }
    this.modeBuffer += lexeme;
    return lexeme.length;
  }
}

/**
 * Highlights `code` as the registered, compiled language `name`; undefined where
 * hljs would report an illegal match or a raised error (the caller falls back).
 */
export function highlightFast(ctx: RunContext, name: string, code: string): string | undefined {
  const run = new Run(ctx, ctx.hljs.getLanguage(name) as unknown as Language, code, undefined);
  try {
    run.execute();
  } catch {
    return undefined;
  }
  return run.buffer;
}

import type { LanguageFn } from 'highlight.js';
import bashGrammar from 'highlight.js/lib/languages/bash';
import cGrammar from 'highlight.js/lib/languages/c';
import cppGrammar from 'highlight.js/lib/languages/cpp';
import csharpGrammar from 'highlight.js/lib/languages/csharp';
import cssGrammar from 'highlight.js/lib/languages/css';
import dartGrammar from 'highlight.js/lib/languages/dart';
import diffGrammar from 'highlight.js/lib/languages/diff';
import dockerfileGrammar from 'highlight.js/lib/languages/dockerfile';
import elixirGrammar from 'highlight.js/lib/languages/elixir';
import goGrammar from 'highlight.js/lib/languages/go';
import graphqlGrammar from 'highlight.js/lib/languages/graphql';
import haskellGrammar from 'highlight.js/lib/languages/haskell';
import iniGrammar from 'highlight.js/lib/languages/ini';
import javaGrammar from 'highlight.js/lib/languages/java';
import javascriptGrammar from 'highlight.js/lib/languages/javascript';
import jsonGrammar from 'highlight.js/lib/languages/json';
import kotlinGrammar from 'highlight.js/lib/languages/kotlin';
import lessGrammar from 'highlight.js/lib/languages/less';
import luaGrammar from 'highlight.js/lib/languages/lua';
import makefileGrammar from 'highlight.js/lib/languages/makefile';
import markdownGrammar from 'highlight.js/lib/languages/markdown';
import nginxGrammar from 'highlight.js/lib/languages/nginx';
import objectivecGrammar from 'highlight.js/lib/languages/objectivec';
import perlGrammar from 'highlight.js/lib/languages/perl';
import phpGrammar from 'highlight.js/lib/languages/php';
import powershellGrammar from 'highlight.js/lib/languages/powershell';
import pythonGrammar from 'highlight.js/lib/languages/python';
import rGrammar from 'highlight.js/lib/languages/r';
import rubyGrammar from 'highlight.js/lib/languages/ruby';
import rustGrammar from 'highlight.js/lib/languages/rust';
import scalaGrammar from 'highlight.js/lib/languages/scala';
import scssGrammar from 'highlight.js/lib/languages/scss';
import shellGrammar from 'highlight.js/lib/languages/shell';
import sqlGrammar from 'highlight.js/lib/languages/sql';
import swiftGrammar from 'highlight.js/lib/languages/swift';
import typescriptGrammar from 'highlight.js/lib/languages/typescript';
import xmlGrammar from 'highlight.js/lib/languages/xml';
import yamlGrammar from 'highlight.js/lib/languages/yaml';

/**
 * The grammars fences can name. They are imported statically so the bundler puts them
 * in dist/: the action runs from a checkout of this repository, which has no
 * node_modules, and a grammar resolved at run time would be missing there (code would
 * silently come out unhighlighted). Importing a grammar only defines its function; it is
 * registered (and compiled) the first time a fence names it, and this module itself is
 * loaded only by runs that use the local engine.
 */
export const GRAMMARS: Readonly<Record<string, LanguageFn>> = {
  bash: bashGrammar,
  c: cGrammar,
  cpp: cppGrammar,
  csharp: csharpGrammar,
  css: cssGrammar,
  dart: dartGrammar,
  diff: diffGrammar,
  dockerfile: dockerfileGrammar,
  elixir: elixirGrammar,
  go: goGrammar,
  graphql: graphqlGrammar,
  haskell: haskellGrammar,
  ini: iniGrammar,
  java: javaGrammar,
  javascript: javascriptGrammar,
  json: jsonGrammar,
  kotlin: kotlinGrammar,
  less: lessGrammar,
  lua: luaGrammar,
  makefile: makefileGrammar,
  markdown: markdownGrammar,
  nginx: nginxGrammar,
  objectivec: objectivecGrammar,
  perl: perlGrammar,
  php: phpGrammar,
  powershell: powershellGrammar,
  python: pythonGrammar,
  r: rGrammar,
  ruby: rubyGrammar,
  rust: rustGrammar,
  scala: scalaGrammar,
  scss: scssGrammar,
  shell: shellGrammar,
  sql: sqlGrammar,
  swift: swiftGrammar,
  typescript: typescriptGrammar,
  xml: xmlGrammar,
  yaml: yamlGrammar,
};

/** The languages fences can name (besides the aliases below). */
export const GRAMMAR_NAMES: readonly string[] = Object.keys(GRAMMARS);

/**
 * Other names fences use for a grammar: every alias the grammars declare themselves
 * (a test holds this list to them), and a few more. Fences are looked up here only, never
 * in highlight.js' own table of aliases, which holds a grammar's aliases only once it is
 * registered: a fence's grammar must not depend on what earlier fences registered.
 */
export const ALIASES: Readonly<Record<string, string>> = {
  sh: 'bash',
  zsh: 'bash',
  h: 'c',
  'c++': 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
  'h++': 'cpp',
  hh: 'cpp',
  hpp: 'cpp',
  hxx: 'cpp',
  'c#': 'csharp',
  cs: 'csharp',
  patch: 'diff',
  docker: 'dockerfile',
  ex: 'elixir',
  exs: 'elixir',
  golang: 'go',
  gql: 'graphql',
  hs: 'haskell',
  toml: 'ini',
  jsp: 'java',
  cjs: 'javascript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  json5: 'json',
  jsonc: 'json',
  kt: 'kotlin',
  ktm: 'kotlin',
  kts: 'kotlin',
  ktx: 'kotlin',
  pluto: 'lua',
  mak: 'makefile',
  make: 'makefile',
  mk: 'makefile',
  md: 'markdown',
  mkd: 'markdown',
  mkdown: 'markdown',
  nginxconf: 'nginx',
  mm: 'objectivec',
  'obj-c': 'objectivec',
  'obj-c++': 'objectivec',
  objc: 'objectivec',
  'objective-c++': 'objectivec',
  pl: 'perl',
  pm: 'perl',
  ps: 'powershell',
  ps1: 'powershell',
  pwsh: 'powershell',
  gyp: 'python',
  ipython: 'python',
  py: 'python',
  python3: 'python',
  gemspec: 'ruby',
  irb: 'ruby',
  podspec: 'ruby',
  rb: 'ruby',
  thor: 'ruby',
  rs: 'rust',
  console: 'shell',
  shellsession: 'shell',
  cts: 'typescript',
  mts: 'typescript',
  ts: 'typescript',
  tsx: 'typescript',
  atom: 'xml',
  htm: 'xml',
  html: 'xml',
  plist: 'xml',
  rss: 'xml',
  svg: 'xml',
  vue: 'xml',
  wsf: 'xml',
  xhtml: 'xml',
  xjb: 'xml',
  xsd: 'xml',
  xsl: 'xml',
  yml: 'yaml',
};

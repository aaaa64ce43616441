import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createRichRenderers,
  diagramTheme,
  loadWanted,
  mathOf,
  mermaidOf,
  richPlugin
} from "./chunk-MDXIO7A4.js";
import "./chunk-5XOO62DI.js";
import "./chunk-5DQ3OEOA.js";
import "./chunk-G2QKEXVZ.js";
export {
  createRichRenderers,
  diagramTheme,
  loadWanted,
  mathOf,
  mermaidOf,
  richPlugin
};

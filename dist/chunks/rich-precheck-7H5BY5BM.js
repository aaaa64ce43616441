import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  mayHoldFigures,
  precheckMathAndDiagrams
} from "./chunk-QOBCCXYO.js";
import "./chunk-G2QKEXVZ.js";
export {
  mayHoldFigures,
  precheckMathAndDiagrams
};

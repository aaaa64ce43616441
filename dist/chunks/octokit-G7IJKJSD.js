import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  ACTIONS_BOT_LOGIN,
  createOctokit,
  tokenLogin
} from "./chunk-EX74H3BG.js";
import "./chunk-LF7TFJO3.js";
import {
  statusOf,
  toGitHubError
} from "./chunk-OVCWD6JG.js";
import "./chunk-PQLFKXA5.js";
import "./chunk-WQINLRHN.js";
import "./chunk-CUOQNFZT.js";
import "./chunk-G2QKEXVZ.js";
export {
  ACTIONS_BOT_LOGIN,
  createOctokit,
  statusOf,
  toGitHubError,
  tokenLogin
};

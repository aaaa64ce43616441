import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  ACTIONS_BOT_LOGIN,
  createOctokit,
  tokenLogin
} from "./chunk-6SYCC6B3.js";
import "./chunk-LF7TFJO3.js";
import {
  statusOf,
  toGitHubError
} from "./chunk-Y5IDWIIM.js";
import "./chunk-PQLFKXA5.js";
import "./chunk-WQINLRHN.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";
export {
  ACTIONS_BOT_LOGIN,
  createOctokit,
  statusOf,
  toGitHubError,
  tokenLogin
};

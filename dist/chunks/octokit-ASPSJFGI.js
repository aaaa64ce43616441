import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  ACTIONS_BOT_LOGIN,
  createOctokit,
  tokenLogin
} from "./chunk-DOHYGKAQ.js";
import "./chunk-FSCGGVJC.js";
import {
  statusOf,
  toGitHubError
} from "./chunk-Y5IDWIIM.js";
import "./chunk-GT2G3PW3.js";
import "./chunk-N7RJKJXU.js";
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

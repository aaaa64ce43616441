import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  Headers,
  HttpClient,
  HttpClientError,
  HttpClientResponse,
  HttpCodes,
  MediaTypes,
  getProxyUrl,
  isHttps
} from "./chunk-3IBHLA4N.js";
import "./chunk-WQINLRHN.js";
import "./chunk-SJAZRWEZ.js";
import "./chunk-N7RJKJXU.js";
import "./chunk-G2QKEXVZ.js";
export {
  Headers,
  HttpClient,
  HttpClientError,
  HttpClientResponse,
  HttpCodes,
  MediaTypes,
  getProxyUrl,
  isHttps
};

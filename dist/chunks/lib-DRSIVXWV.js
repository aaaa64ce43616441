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
} from "./chunk-V4DIAI7B.js";
import "./chunk-MZBKJI7M.js";
import "./chunk-AOJSI2D3.js";
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

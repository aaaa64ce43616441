import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/core/platform.ts
var PLATFORM = {
  articleHosts: ["mp.weixin.qq.com"],
  imageHosts: ["mmbiz.qpic.cn", "mmbiz.qlogo.cn"],
  /** Draft field lengths the platform enforces, in characters. */
  titleMax: 32,
  authorMax: 16,
  digestMax: 128,
  /** Newspic (picture-and-text) plain-text content and image count. */
  newspicContentMax: 1e3,
  newspicImagesMax: 20,
  /** Image formats and size the platform accepts for draft images. */
  imageExtensions: [".jpg", ".jpeg", ".png", ".gif", ".bmp"],
  rejectedImageExtensions: [".webp", ".svg", ".svgz", ".avif", ".heic", ".tiff", ".tif"],
  imageMaxBytes: 10 * 1024 * 1024
};
function isOnPlatformImageHost(url) {
  try {
    return PLATFORM.imageHosts.includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

export {
  PLATFORM,
  isOnPlatformImageHost
};

/**
 * Facts about the messaging platform that several modules rely on, in one place.
 * Hosts are the platform's own: links to its articles stay links in the renderer,
 * and images already on its image host need no upload.
 */
export const PLATFORM = {
  articleHosts: ['mp.weixin.qq.com'],
  imageHosts: ['mmbiz.qpic.cn', 'mmbiz.qlogo.cn'],
  /** Draft field lengths the platform enforces, in characters. */
  titleMax: 32,
  authorMax: 16,
  digestMax: 128,
  /** Newspic (picture-and-text) plain-text content and image count. */
  newspicContentMax: 1000,
  newspicImagesMax: 20,
  /** Image formats and size the platform accepts for draft images. */
  imageExtensions: ['.jpg', '.jpeg', '.png', '.gif', '.bmp'],
  rejectedImageExtensions: ['.webp', '.svg', '.svgz', '.avif', '.heic', '.tiff', '.tif'],
  imageMaxBytes: 10 * 1024 * 1024,
} as const;

/** True for an image already on the platform's own host: it needs no upload. */
export function isOnPlatformImageHost(url: string): boolean {
  try {
    return (PLATFORM.imageHosts as readonly string[]).includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

import type * as z from 'zod/mini';
import type { UploadItem, uploadDataSchema } from './schemas.js';

// What the draft and upload endpoints answered, in the shape the rest of the run uses.
// The data was redacted when it arrived (classify.ts).

export interface DraftCreated {
  draftId?: string;
  mediaId?: string;
}

export interface UploadedImage {
  url: string;
  mediaId?: string;
  platformUrl?: string;
  error?: string;
}

export interface BatchUploadResult {
  items: UploadedImage[];
}

/** Upload results, matched to the requested URLs by position when the service omits them. */
export function uploadedImages(
  data: z.infer<typeof uploadDataSchema>,
  requested: readonly string[],
): UploadedImage[] {
  const items: UploadItem[] = Array.isArray(data)
    ? data
    : ((data as { items?: UploadItem[] }).items ?? (data as { results: UploadItem[] }).results);
  return items.map((item, index) => {
    const named = item.platformUrl ?? item.platform_url;
    const url =
      item.sourceUrl ??
      item.source_url ??
      (named ? item.url : undefined) ??
      requested[index] ??
      item.url ??
      '';
    const platformUrl = named ?? (item.url && item.url !== url ? item.url : undefined);
    const image: UploadedImage = { url };
    const mediaId = item.mediaId ?? item.media_id;
    if (mediaId !== undefined) image.mediaId = mediaId;
    if (platformUrl !== undefined) image.platformUrl = platformUrl;
    const error = item.error ?? (mediaId === undefined && !platformUrl ? item.msg : undefined);
    if (error !== undefined) image.error = error;
    return image;
  });
}

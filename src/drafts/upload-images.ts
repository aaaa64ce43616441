import type { Cancellation } from '../core/cancellation.js';
import { ServiceError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import { isOnPlatformImageHost } from '../core/platform.js';
import type { ServiceClient } from '../service/client.js';
import type { Ledger, UploadEntry } from './ledger.js';

const UPLOAD_CHUNK = 20;

export interface UploadDeps {
  client: ServiceClient;
  ledger: Ledger;
  log: Log;
  cancel: Cancellation;
  attempt: number;
}

/**
 * Uploads each distinct image once for all drafts and returns original URL → platform URL.
 * Uploads cost quota like drafts, so they follow the ledger's rules: each chunk's intent is
 * written before its request and its outcome after. An image uploaded by an earlier attempt
 * is reused; one whose upload may have happened (an intent with no outcome, or no answer)
 * is not uploaded again: its drafts send the original URL, which the service fetches
 * itself. A ledger that cannot be written throws its GitHubError before any upload.
 */
export async function uploadImages(
  images: string[],
  deps: UploadDeps,
): Promise<Map<string, string>> {
  const { client, ledger, log, cancel, attempt } = deps;
  const platformUrls = new Map<string, string>();
  const earlier = new Map(ledger.uploads().map((u) => [u.url, u]));
  const unique = [...new Set(images)].filter((url) => !isOnPlatformImageHost(url));
  const toSend: string[] = [];
  let mayExist = 0;
  for (const url of unique) {
    const known = earlier.get(url);
    if (known?.status === 'uploaded' && known.platformUrl) platformUrls.set(url, known.platformUrl);
    else if (known?.status === 'intent') mayExist++;
    else toSend.push(url);
  }
  if (mayExist > 0) {
    log.warning(
      `${mayExist} image upload(s) of an earlier run may have happened without an answer; they are not uploaded again (that could cost quota twice): their drafts send the original image URLs.`,
    );
  }

  for (let i = 0; i < toSend.length && !cancel.stop.aborted; i += UPLOAD_CHUNK) {
    const chunk = toSend.slice(i, i + UPLOAD_CHUNK);
    const entry = (url: string, status: UploadEntry['status'], platformUrl?: string) => ({
      url,
      status,
      attempt,
      ...(platformUrl ? { platformUrl } : {}),
    });
    await ledger.write({ uploads: chunk.map((url) => entry(url, 'intent')) });
    let outcomes: UploadEntry[];
    try {
      const { items } = await client.batchUpload({ imageUrls: chunk }, cancel.deadline);
      const byUrl = new Map(items.map((item) => [item.url, item]));
      outcomes = chunk.map((url) => {
        const item = byUrl.get(url);
        if (item?.platformUrl) {
          platformUrls.set(url, item.platformUrl);
          return entry(url, 'uploaded', item.platformUrl);
        }
        log.warning(
          `Image ${url} was not uploaded (${item?.error ?? 'no answer for it'}); its draft keeps the original URL.`,
        );
        return entry(url, 'failed');
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      log.warning(
        `Uploading ${chunk.length} image(s) failed (${error.message}); the drafts keep the original URLs.`,
      );
      // An upload that may have happened stays an intent, so no re-run repeats it.
      if (error.uncertain) continue;
      outcomes = chunk.map((url) => entry(url, 'failed'));
    }
    await ledger.write({ uploads: outcomes });
  }
  const reused = unique.length - toSend.length - mayExist;
  if (unique.length > 0)
    log.info(
      `Uploaded ${platformUrls.size - reused} of ${toSend.length} distinct image(s) once for all drafts${reused ? `; ${reused} reused from an earlier attempt` : ''}.`,
    );
  return platformUrls;
}

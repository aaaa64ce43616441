import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isOnPlatformImageHost, PLATFORM } from '../core/platform.js';
import type { Engine } from '../engine/engine.js';
import { findImages } from '../markdown/images.js';
import {
  articleDraftRequestSchema,
  batchUploadRequestSchema,
  convertRequestSchema,
  newspicDraftRequestSchema,
} from '../service/schemas.js';
import { HttpError } from './envelope.js';
import type { Outbox } from './outbox.js';
import { parseBody } from './validate.js';

export interface SandboxCounters {
  imageUploads: number;
  drafts: number;
}

export interface Sandbox {
  articleDraft(req: IncomingMessage, body: unknown): Promise<{ mediaId: string; draftId: string }>;
  newspicDraft(req: IncomingMessage, body: unknown): Promise<{ mediaId: string; draftId: string }>;
  batchUpload(
    req: IncomingMessage,
    body: unknown,
  ): Promise<{ items: { url: string; mediaId: string; platformUrl: string }[] }>;
}

/**
 * Whether `text` holds an HTML tag: an opening `<`, `</` or `<!` with a `>` after it. Read
 * as two searches: the pattern `<\/?[a-z!][^>]*>` scanned to the end from every `<`,
 * quadratic on `<!<!<!…` (only the 1,000-character cap on the text, checked first, kept it
 * small).
 */
function holdsHtmlTag(text: string): boolean {
  const close = text.lastIndexOf('>');
  return close > 0 && /<\/?[a-z!]/i.test(text.slice(0, close));
}

/**
 * Drafts and uploads as the platform would take them, without the platform: input
 * is validated as strictly as a real account would, the result is written to the
 * outbox, and ids are generated. Every image not already on the platform's image
 * host is "uploaded" (counted) on every call, as the real service does, so callers
 * can prove they upload a shared image only once.
 */
export function createSandbox({
  engine,
  outbox,
  counters,
  credentialHeaderPrefix,
}: {
  engine: Engine;
  outbox: Outbox;
  counters: SandboxCounters;
  credentialHeaderPrefix: string;
}): Sandbox {
  const appIdHeader = `${credentialHeaderPrefix}-appid`.toLowerCase();
  const secretHeader = `${credentialHeaderPrefix}-app-secret`.toLowerCase();

  /** What the outbox may know about the credentials: that they came, never their values. */
  const requireCredentials = (req: IncomingMessage) => {
    if (!req.headers[appIdHeader] || !req.headers[secretHeader]) {
      throw new HttpError(
        'missing_platform_credentials',
        `Draft and upload calls need the ${credentialHeaderPrefix}-Appid and ${credentialHeaderPrefix}-App-Secret headers.`,
      );
    }
    return { appId: 'present', appSecret: 'present' };
  };
  const upload = (url: string) => {
    if (isOnPlatformImageHost(url)) return url;
    counters.imageUploads++;
    return `https://${PLATFORM.imageHosts[0]}/sandbox/${randomBytes(8).toString('hex')}.png`;
  };

  return {
    async articleDraft(req, body) {
      const credentials = requireCredentials(req);
      const request = parseBody(articleDraftRequestSchema, body);
      const converted = await engine.convert({
        markdown: request.markdown,
        theme: request.theme,
        fontSize: parseBody(convertRequestSchema.shape.fontSize, request.fontSize, 'fontSize'),
        convertVersion: request.convertVersion,
      });
      const sources = [
        ...new Set(findImages(request.markdown).map((image) => image.src.trim())),
      ].filter((src) => /^https?:\/\//i.test(src));
      const images = sources.map((url) => ({ url, platformUrl: upload(url) }));
      const cover = request.coverImageUrl
        ? { url: request.coverImageUrl, platformUrl: upload(request.coverImageUrl) }
        : undefined;
      counters.drafts++;
      const id = await outbox.write('article-draft', {
        credentials,
        request,
        cover,
        images,
        wordCount: converted.wordCount,
      });
      return { mediaId: id, draftId: id };
    },

    async newspicDraft(req, body) {
      const credentials = requireCredentials(req);
      const request = parseBody(newspicDraftRequestSchema, body);
      const invalid = (message: string) => new HttpError('invalid_request', message);
      if ([...request.title].length > PLATFORM.titleMax) {
        throw invalid(`Field \`title\`: at most ${PLATFORM.titleMax} characters.`);
      }
      if ([...request.content].length > PLATFORM.newspicContentMax) {
        throw invalid(`Field \`content\`: at most ${PLATFORM.newspicContentMax} characters.`);
      }
      if (holdsHtmlTag(request.content)) {
        throw invalid('Field `content`: plain text only, without HTML tags.');
      }
      if (request.imageUrls.length < 1 || request.imageUrls.length > PLATFORM.newspicImagesMax) {
        throw invalid(
          `Field \`imageUrls\`: 1 to ${PLATFORM.newspicImagesMax} images; got ${request.imageUrls.length}.`,
        );
      }
      const images = request.imageUrls.map((url) => ({ url, platformUrl: upload(url) }));
      counters.drafts++;
      const id = await outbox.write('newspic-draft', { credentials, request, images });
      return { mediaId: id, draftId: id };
    },

    async batchUpload(req, body) {
      const credentials = requireCredentials(req);
      const request = parseBody(batchUploadRequestSchema, body);
      const items = request.imageUrls.map((url) => ({
        url,
        mediaId: `sandbox-media-${randomBytes(6).toString('hex')}`,
        platformUrl: upload(url),
      }));
      await outbox.write('batch-upload', { credentials, request, items });
      return { items };
    },
  };
}

import { en } from 'zod/locales';
import type * as z from 'zod/mini';

/**
 * Zod's English messages ("Invalid input: expected boolean, received string"), passed to
 * every `safeParse`. The schemas use `zod/mini`, which the bundler trims to the few
 * kilobytes they use (classic `zod` put 0.7 MB on every run's start-up path), and which
 * has no messages unless given a locale; passing it per parse leaves zod's global
 * configuration alone.
 */
export const ENGLISH: { error: z.core.$ZodErrorMap } = { error: en().localeError };

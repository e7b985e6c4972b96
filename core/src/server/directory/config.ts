import { z } from 'zod';
import { DEFAULT_DIRECTORY_FILE } from './directory.ts';

/**
 * `DIRECTORY_FILE`, which the identity provider and the API both read: the same path means the
 * same users. `:memory:` gives a private directory (tests).
 */
export const directoryFileSchema = z.string().min(1).default(DEFAULT_DIRECTORY_FILE);

import path from 'node:path';
import { z } from 'zod';

/** Where a checkout keeps the directory when DIRECTORY_FILE is not set: `<root>/.data`. */
export const directoryFileIn = (repositoryRoot: string) =>
  path.join(repositoryRoot, '.data', 'directory.sqlite');

/**
 * `DIRECTORY_FILE`, which the identity provider and the API both read: the same path means the
 * same users. Each server gives the default it resolves from the repository root it knows
 * (`directoryFileIn`). `:memory:` gives a private directory (tests).
 */
export const directoryFileSchema = (defaultFile: string) => z.string().min(1).default(defaultFile);

/**
 * What names the images an earlier run built (image-cache.ts): every file they are built from,
 * and nothing that is not sent to the builder, so that a change to a service's source builds
 * the images again and a change to a test does not.
 */
import { describe, expect, it } from 'vitest';
import { imageInputFiles, imageInputsDigest } from '../image-cache.ts';

describe('the inputs of the stack images', () => {
  const files = imageInputFiles();

  it('should include the compose file, the Dockerfiles, the lock file and the services sources', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'docker-compose.yml',
        '.dockerignore',
        'gateway/Dockerfile',
        'idp/Dockerfile',
        'mock-api/Dockerfile',
        'redis/Dockerfile',
        'redis/redis.conf',
        'package-lock.json',
        'core/src/index.ts',
        'gateway/src/main.ts',
        'mock-api/src/main.ts',
        'idp/src/main.ts',
        'web/src/main.tsx',
      ]),
    );
  });

  it('should leave out tests (but for their package.json, which npm ci reads), installed packages and local data', () => {
    const left = files.filter((file) =>
      /(^|\/)(__tests__|node_modules|\.data|dist)\/|\.test\.tsx?$|^tests\/(?!package\.json$)/.test(
        file,
      ),
    );
    expect(left).toEqual([]);
  });

  it('should name other images for another base image', () => {
    expect(imageInputsDigest('sha256:a')).toBe(imageInputsDigest('sha256:a'));
    expect(imageInputsDigest('sha256:b')).not.toBe(imageInputsDigest('sha256:a'));
  });
});

/**
 * The stack's images kept between runs, named after what they are built from: the base image,
 * docker-compose.yml, the Dockerfiles and every file of the build context (.dockerignore's
 * allowlist), with its mode. A run whose inputs were built before takes those images instead of
 * building: the builder would have found every layer in its cache anyway, but checking them
 * cost it about 45 CPU-s a run (hashing each stage's node_modules again for `COPY --from`). Any
 * change to an input names other images, which are built; the older ones are removed then.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type Dockerode from 'dockerode';
import { getContainerRuntimeClient } from 'testcontainers';
import { ROOT } from '../../../scripts/stack.ts';
import { baseImageName } from '../../../scripts/container-engine.ts';
import { buildContextFiles } from './build-context.ts';
import { COMPOSE_FILE, loadCompose, type ComposeService } from './compose-file.ts';

const CACHE_REPOSITORY = 'backoffice-test-image-cache';

/** The services docker-compose.yml builds. */
function builtServices(): ComposeService[] {
  return [...loadCompose().services.values()].filter((s) => s.build);
}

/** What the images are built from: the compose file, .dockerignore, the Dockerfiles, the context. */
export function imageInputFiles(): string[] {
  const dockerfiles = builtServices().flatMap((s) =>
    s.build ? [path.posix.join(s.build.context, s.build.dockerfile)] : [],
  );
  const composeFile = path.relative(ROOT, COMPOSE_FILE);
  const files = new Set([composeFile, '.dockerignore', ...dockerfiles, ...buildContextFiles()]);
  // A file deleted but not yet committed is listed by git, and not sent to the builder.
  return [...files].filter((file) => existsSync(path.join(ROOT, file))).sort();
}

/** The digest of everything the images are built from, given the base image's id. */
export function imageInputsDigest(baseImageId: string): string {
  const hash = createHash('sha256').update(baseImageId);
  for (const file of imageInputFiles()) {
    const full = path.join(ROOT, file);
    hash.update(`\0${file}\0${String(statSync(full).mode)}\0`).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 32);
}

const cacheName = (service: string) => `${CACHE_REPOSITORY}/${service}`;

async function exists(docker: Dockerode, name: string): Promise<boolean> {
  return docker
    .getImage(name)
    .inspect()
    .then(
      () => true,
      () => false,
    );
}

export interface ImageCache {
  /**
   * Gives the project the images built before from the same inputs, under the names Compose
   * would build them with (`imageOf`); false when some are missing, to build.
   */
  lend(imageOf: (service: string) => string): Promise<boolean>;
  /** Keeps the project's freshly built images for later runs, removing older ones. */
  keep(imageOf: (service: string) => string): Promise<void>;
}

export async function openImageCache(): Promise<ImageCache> {
  const docker = (await getContainerRuntimeClient()).container.dockerode;
  const base = await docker.getImage(baseImageName()).inspect();
  const digest = imageInputsDigest(base.Id);
  const services = builtServices().map((s) => s.name);
  const tag = async (from: string, to: string) => {
    const [repo = to, version = 'latest'] = to.split(':');
    await docker.getImage(from).tag({ repo, tag: version });
  };
  return {
    async lend(imageOf) {
      const kept = await Promise.all(
        services.map((s) => exists(docker, `${cacheName(s)}:${digest}`)),
      );
      if (!kept.every(Boolean)) return false;
      for (const service of services)
        await tag(`${cacheName(service)}:${digest}`, imageOf(service));
      return true;
    },
    async keep(imageOf) {
      for (const service of services) {
        await tag(imageOf(service), `${cacheName(service)}:${digest}`);
        // By name, not by Docker's `reference` filter, which podman's Docker API ignores.
        const stale = new RegExp(`(^|/)${cacheName(service)}:(?!${digest}$)`);
        const older = (await docker.listImages())
          .flatMap((image) => image.RepoTags ?? [])
          .filter((name) => stale.test(name));
        for (const name of older)
          await docker
            .getImage(name)
            .remove()
            .catch(() => undefined);
      }
    },
  };
}

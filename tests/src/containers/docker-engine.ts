/** Is a Docker engine reachable? testcontainers answers within milliseconds when none is. */
import { getContainerRuntimeClient } from 'testcontainers';

export type DockerEngine =
  { available: true; description: string } | { available: false; reason: string };

const NO_RUNTIME = 'Could not find a working container runtime strategy';

export async function findDockerEngine(): Promise<DockerEngine> {
  try {
    const { containerRuntime } = (await getContainerRuntimeClient()).info;
    return {
      available: true,
      description: `Docker ${containerRuntime.serverVersion} on ${containerRuntime.host}`,
    };
  } catch (err) {
    // Only "there is none" means skip; anything else is a broken set-up and should fail loudly.
    if (err instanceof Error && err.message.includes(NO_RUNTIME)) {
      return { available: false, reason: `testcontainers: ${err.message}` };
    }
    throw err;
  }
}

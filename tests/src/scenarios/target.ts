/**
 * One list of end-to-end scenarios, two ways to start the stack: as processes (tests/src/e2e)
 * and as containers (tests/src/containers). A scenario only knows the browser-facing URLs.
 */
export interface StackTarget {
  /** The gateway's origin, e.g. http://localhost:3000: the only server the app talks to. */
  gatewayUrl: string;
  /** The identity provider's origin (the issuer), which the browser visits to sign in. */
  idpUrl: string;
}

export interface Scenario {
  /** A sentence, as test names are. */
  name: string;
  run: (target: StackTarget) => Promise<void>;
}

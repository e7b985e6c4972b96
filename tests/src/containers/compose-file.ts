/**
 * docker-compose.yml read the way Compose reads it: YAML with merge keys, then `${VAR:-default}`
 * interpolation of the values, then the few attributes our checks look at, in one shape.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../../../scripts/stack.ts';

export const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');

/** The variables docker-compose.yml reads from the caller's environment, besides none. */
export const PUBLISHED_PORT_VARIABLES = ['GATEWAY_PUBLISHED_PORT', 'IDP_PUBLISHED_PORT'] as const;
export type ComposeVariables = Partial<Record<(typeof PUBLISHED_PORT_VARIABLES)[number], string>>;

export interface PortMapping {
  hostIp: string | undefined;
  published: number | undefined;
  target: number;
}

export interface ComposeService {
  name: string;
  build: { context: string; dockerfile: string } | undefined;
  image: string | undefined;
  entrypoint: string[];
  command: string[];
  environment: Record<string, string>;
  ports: PortMapping[];
  expose: number[];
  /** Service name → condition. */
  dependsOn: Record<string, string>;
  volumes: string[];
  networks: string[];
  networkMode: string | undefined;
  restart: string | undefined;
  readOnly: boolean;
  tmpfs: string[];
  limits: { cpus: string | undefined; memory: string | undefined };
}

export interface ComposeFile {
  services: Map<string, ComposeService>;
  volumes: string[];
  networks: string[];
  /** The extension fields (`x-…`), e.g. the launcher script. */
  extensions: Record<string, unknown>;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown, where: string): Json {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw new Error(`${where}: expected a mapping`);
  return value;
}

function scalar(value: unknown, where: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`${where}: expected a string or number`);
}

function optionalScalar(value: unknown, where: string): string | undefined {
  return value === undefined || value === null ? undefined : scalar(value, where);
}

function list(value: unknown, where: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) throw new Error(`${where}: expected a list`);
  return value.map((item, i) => scalar(item, `${where}[${i}]`));
}

/** Compose interpolation: `${VAR}`, `${VAR:-default}`, `${VAR-default}`, and `$$` for `$`. */
export function interpolate(text: string, variables: Record<string, string | undefined>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, braced?: string, colon?: string, fallback?: string, bare?: string) => {
      if (match === '$$') return '$';
      const value = variables[braced ?? bare ?? ''];
      if (fallback === undefined) return value ?? '';
      const unset = colon === ':' ? value === undefined || value === '' : value === undefined;
      return unset ? fallback : (value ?? '');
    },
  );
}

function interpolateAll(value: unknown, variables: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, variables);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, variables));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateAll(item, variables)]),
    );
  }
  return value;
}

/** Short syntax only (`[ip:][published:]target[/protocol]`): it is what our file uses. */
export function parsePort(value: string): PortMapping {
  const parts = value.replace(/\/(tcp|udp)$/, '').split(':');
  const number = (part: string | undefined) => (part === undefined ? undefined : Number(part));
  const target = Number(parts.at(-1));
  if (parts.length === 3) return { hostIp: parts[0], published: number(parts[1]), target };
  if (parts.length === 2) return { hostIp: undefined, published: number(parts[0]), target };
  return { hostIp: undefined, published: undefined, target };
}

function environment(value: unknown, where: string): Record<string, string> {
  if (Array.isArray(value)) {
    return Object.fromEntries(
      list(value, where).map((entry) => {
        const index = entry.indexOf('=');
        return index === -1 ? [entry, ''] : [entry.slice(0, index), entry.slice(index + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(record(value, where)).map(([key, item]) => [
      key,
      optionalScalar(item, `${where}.${key}`) ?? '',
    ]),
  );
}

function dependsOn(value: unknown, where: string): Record<string, string> {
  if (Array.isArray(value)) {
    return Object.fromEntries(list(value, where).map((name) => [name, 'service_started']));
  }
  return Object.fromEntries(
    Object.entries(record(value, where)).map(([name, item]) => [
      name,
      optionalScalar(record(item, `${where}.${name}`).condition, where) ?? 'service_started',
    ]),
  );
}

function service(name: string, value: unknown): ComposeService {
  const where = `services.${name}`;
  const raw = record(value, where);
  const build = raw.build === undefined ? undefined : record(raw.build, `${where}.build`);
  const limits = record(
    record(record(raw.deploy, `${where}.deploy`).resources, `${where}.deploy.resources`).limits,
    `${where}.deploy.resources.limits`,
  );
  return {
    name,
    build: build && {
      context: scalar(build.context ?? '.', `${where}.build.context`),
      dockerfile: scalar(build.dockerfile ?? 'Dockerfile', `${where}.build.dockerfile`),
    },
    image: optionalScalar(raw.image, `${where}.image`),
    entrypoint: list(raw.entrypoint, `${where}.entrypoint`),
    command: list(raw.command, `${where}.command`),
    environment: environment(raw.environment, `${where}.environment`),
    ports: list(raw.ports, `${where}.ports`).map(parsePort),
    expose: list(raw.expose, `${where}.expose`).map(Number),
    dependsOn: dependsOn(raw.depends_on, `${where}.depends_on`),
    volumes: list(raw.volumes, `${where}.volumes`),
    networks: isRecord(raw.networks)
      ? Object.keys(raw.networks)
      : list(raw.networks, `${where}.networks`),
    networkMode: optionalScalar(raw.network_mode, `${where}.network_mode`),
    restart: optionalScalar(raw.restart, `${where}.restart`),
    readOnly: optionalScalar(raw.read_only, `${where}.read_only`) === 'true',
    tmpfs: list(raw.tmpfs, `${where}.tmpfs`),
    limits: {
      cpus: optionalScalar(limits.cpus, `${where}.deploy.resources.limits.cpus`),
      memory: optionalScalar(limits.memory, `${where}.deploy.resources.limits.memory`),
    },
  };
}

/** Reads docker-compose.yml as Compose would with these variables set (defaults otherwise). */
export function loadCompose(variables: ComposeVariables = {}): ComposeFile {
  const document = record(
    interpolateAll(parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }), variables),
    'docker-compose.yml',
  );
  return {
    services: new Map(
      Object.entries(record(document.services, 'services')).map(([name, value]) => [
        name,
        service(name, value),
      ]),
    ),
    volumes: Object.keys(record(document.volumes, 'volumes')),
    networks: Object.keys(record(document.networks, 'networks')),
    extensions: Object.fromEntries(
      Object.entries(document).filter(([key]) => key.startsWith('x-')),
    ),
  };
}

/**
 * The launcher's arguments after the main module (see x-launcher in docker-compose.yml):
 * `NAME=file` sets a variable from a generated secret, `forward=P:host:Q` relays a port.
 */
export function launcherSettings(service: ComposeService): {
  main: string | undefined;
  secrets: Record<string, string>;
  forwards: { port: number; host: string; targetPort: number }[];
} {
  const [main, ...settings] = service.command;
  const secrets: Record<string, string> = {};
  const forwards: { port: number; host: string; targetPort: number }[] = [];
  for (const setting of settings) {
    const [name = '', value = ''] = setting.split('=');
    if (name === 'forward') {
      const [port, host = '', targetPort] = value.split(':');
      forwards.push({ port: Number(port), host, targetPort: Number(targetPort) });
    } else {
      secrets[name] = value;
    }
  }
  return { main, secrets, forwards };
}

/** Our three services as the container checks see them: config schema, port, image rules. */
import {
  configSchema as gatewaySchema,
  loadConfig as loadGatewayConfig,
} from '@backoffice/gateway/config';
import { configSchema as idpSchema, loadConfig as loadIdpConfig } from '@backoffice/idp/config';
import {
  configSchema as mockApiSchema,
  loadConfig as loadMockApiConfig,
} from '@backoffice/mock-api/config';
import { PORT_VARIABLES, type ServiceName } from '../../../scripts/stack.ts';

/** What the checks need of a zod object schema, without depending on zod here. */
export interface ConfigSchema {
  shape: Record<string, { parse(input: unknown): unknown }>;
  safeParse(
    input: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface AppService {
  name: ServiceName;
  schema: ConfigSchema;
  /** The service's own loadConfig: the schema plus the rules between settings; throws. */
  load: (env: Record<string, string | undefined>) => unknown;
  portVariable: string;
  /** The service's own default port, from its schema. */
  defaultPort: number;
  /** The IdP refuses production (published demo passwords); the others ship as production. */
  nodeEnv: 'production' | 'development';
}

function defaultPort(schema: ConfigSchema, variable: string): number {
  const parsed = schema.shape[variable]?.parse(undefined);
  if (typeof parsed !== 'number') throw new Error(`${variable} has no default port in its schema`);
  return parsed;
}

function appService(
  name: ServiceName,
  schema: ConfigSchema,
  load: AppService['load'],
  nodeEnv: AppService['nodeEnv'],
): AppService {
  const portVariable = PORT_VARIABLES[name];
  const port = defaultPort(schema, portVariable);
  return { name, schema, load, portVariable, defaultPort: port, nodeEnv };
}

export const APP_SERVICES: readonly AppService[] = [
  appService('idp', idpSchema, loadIdpConfig, 'development'),
  appService('mock-api', mockApiSchema, loadMockApiConfig, 'production'),
  appService('gateway', gatewaySchema, loadGatewayConfig, 'production'),
];

export function schemaKeys(service: AppService): string[] {
  return Object.keys(service.schema.shape);
}

/** Names that hold secrets: they may be given at run time, never written in these files. */
export const SECRET_NAME =
  /SECRET|PASSWORD|PASSWD|TOKEN(?!_TTL)|PRIVATE|JWKS$|COOKIE_KEYS|API_KEY|CREDENTIAL/i;

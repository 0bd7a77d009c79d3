import type { EndpointDef } from './endpoint';
import * as endpoints from './endpoints';

const isEndpoint = (value: unknown): value is EndpointDef =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'errors' in value;

/**
 * The whole table, for the server's registration checks and the test that every endpoint has a
 * route. A function, so that importing the contract does not touch every endpoint (pages load
 * only the ones they call).
 */
export function endpointTable(): readonly EndpointDef[] {
  return (Object.values(endpoints) as unknown[]).filter(isEndpoint);
}

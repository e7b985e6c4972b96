/** Portfolio monitoring: each client's settings. */
import { endpoint } from '../endpoint.ts';
import { clientMonitoringSchema, clientMonitoringUpdateSchema } from '../entities/monitoring.ts';
import { idParams } from './kinds.ts';

export const monitoringEndpoints = {
  getClientMonitoring: endpoint({
    method: 'GET',
    path: '/clients/{id}/monitoring',
    tag: 'Monitoring',
    summary: "A client's monitoring settings (not monitored until someone saves them)",
    params: idParams,
    response: clientMonitoringSchema,
  }),
  updateClientMonitoring: endpoint({
    method: 'PUT',
    path: '/clients/{id}/monitoring',
    tag: 'Monitoring',
    summary:
      "Set a client's monitoring: monitored or not, its loss threshold (whole US dollars), the users who own the relationship and the contacts told; 422 for an owner who is no active user or a contact who is not the client's",
    params: idParams,
    body: clientMonitoringUpdateSchema,
    response: clientMonitoringSchema,
    errors: [422],
  }),
};

/** Sign-in, the spec's probe, the contract itself, and the caller's own profile. */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  loginRequestSchema,
  loginResponseSchema,
  probeSchema,
  profileSchema,
  profileUpdateSchema,
} from '../entities/users.ts';
import { named } from '../registry.ts';

const openApiDocumentSchema = named(
  'OpenApiDocument',
  z.record(z.string(), z.unknown()).describe('The OpenAPI 3.1 document of this API'),
);

export const sessionEndpoints = {
  probe: endpoint({
    method: 'GET',
    path: '/',
    tag: 'Session',
    summary: "Who the caller is; echoes the 'page' header (the spec's authentication probe)",
    accessLevel: 'signed-in',
    response: probeSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/login',
    tag: 'Session',
    summary: 'Form sign-in; the token comes back in the Authorization response header',
    accessLevel: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [403],
  }),
  openApi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    tag: 'Session',
    summary: 'This contract as an OpenAPI 3.1 document',
    accessLevel: 'signed-in',
    response: openApiDocumentSchema,
  }),
  getProfile: endpoint({
    method: 'GET',
    path: '/profile',
    tag: 'Profile',
    summary: "The caller's profile and preferences",
    // Every signed-in user has preferences, a read-only one too: no privilege is needed.
    accessLevel: 'signed-in',
    response: profileSchema,
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/profile',
    tag: 'Profile',
    summary: "Change the caller's e-mail or preferences",
    accessLevel: 'signed-in',
    body: profileUpdateSchema,
    response: profileSchema,
    errors: [422],
  }),
};

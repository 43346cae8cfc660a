// `@sajilo/api/admin`: the back office's typed client and the types of openapi/admin.yaml. Errors and
// `unwrap` are the storefront client's (the envelope is the same).
export { type FetchResult, unwrap } from '../client.js';
export { ApiError, type FieldErrors, toApiError } from '../errors.js';
export type {
  components as AdminComponents,
  operations as AdminOperations,
  paths as AdminPaths,
} from '../generated/admin.js';
export { type AdminClient, type AdminClientOptions, createAdminClient } from './client.js';
export type * from './schemas.js';

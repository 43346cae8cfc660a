export {
  createSajiloClient,
  type FetchResult,
  type SajiloClient,
  type SajiloClientOptions,
  unwrap,
} from './client.js';
export { ApiError, type FieldErrors, toApiError } from './errors.js';
export type { components, operations, paths } from './generated/storefront.js';
export type * from './schemas.js';

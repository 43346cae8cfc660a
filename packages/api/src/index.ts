export {
  createSajiloClient,
  type FetchResult,
  type SajiloClient,
  type SajiloClientOptions,
  unwrap,
} from './client.js';
export { ApiError, type FieldErrors, toApiError } from './errors.js';
export {
  checkFile,
  type FileRule,
  type FormId,
  fieldRuleErrors,
  fileMessage,
  fileRule,
  fileTypesText,
  formRules,
  RULE_MESSAGES,
  type RuleError,
  ruleErrors,
  ruleMessage,
  sniffFileType,
  todayIso,
  validateField,
  validateForm,
} from './forms.js';
export type { components, operations, paths } from './generated/storefront.js';
export type * from './schemas.js';

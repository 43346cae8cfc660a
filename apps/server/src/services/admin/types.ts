// Request and reply types of each back-office operation, from the types generated from openapi/admin.yaml
// (the storefront's are in ../../types.ts).
import type { AdminOperations } from '@sajilo/api/admin';

export type AdminOperationId = keyof AdminOperations;
type Op<O extends AdminOperationId> = AdminOperations[O];

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type CsvContent<T> = T extends { content: { 'text/csv': infer B } } ? B : never;
/** A file download (`application/octet-stream`): the handler sends its bytes. */
type FileContent<T> = T extends { content: { 'application/octet-stream': unknown } } ? Buffer : never;
/** A PDF (a credit note): the handler sends its bytes. */
type PdfContent<T> = T extends { content: { 'application/pdf': unknown } } ? Buffer : never;
type Responses<O extends AdminOperationId> = Op<O>['responses'];
type SuccessResponses<O extends AdminOperationId> = Responses<O>[Extract<
  keyof Responses<O>,
  200 | 201 | 202
>];

/** What a handler returns: the JSON (or CSV) body of one of the operation's success responses. */
export type AdminSuccessBody<O extends AdminOperationId> =
  | JsonContent<SuccessResponses<O>>
  | CsvContent<SuccessResponses<O>>
  | FileContent<SuccessResponses<O>>
  | PdfContent<SuccessResponses<O>>;
export type AdminPathParams<O extends AdminOperationId> = NonNullable<Op<O>['parameters']['path']>;
export type AdminQueryParams<O extends AdminOperationId> = NonNullable<Op<O>['parameters']['query']>;
export type AdminJsonBody<O extends AdminOperationId> =
  Op<O> extends { requestBody: infer R } ? JsonContent<NonNullable<R>> : never;

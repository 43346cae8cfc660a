// Request and reply types of each operation, taken from the types generated from the contract.
import type { operations } from '@sajilo/api';

export type OperationId = keyof operations;
type Op<O extends OperationId> = operations[O];

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type HtmlContent<T> = T extends { content: { 'text/html': infer B } } ? B : never;
/** A PDF is sent as the bytes pdfkit made. */
type PdfContent<T> = T extends { content: { 'application/pdf': unknown } } ? Buffer : never;
type Responses<O extends OperationId> = Op<O>['responses'];
type SuccessResponses<O extends OperationId> = Responses<O>[Extract<keyof Responses<O>, 200 | 201 | 202>];

/** What a handler returns: the JSON (or HTML, or PDF) body of one of the operation's success responses. */
export type SuccessBody<O extends OperationId> =
  | JsonContent<SuccessResponses<O>>
  | HtmlContent<SuccessResponses<O>>
  | PdfContent<SuccessResponses<O>>;

export type PathParams<O extends OperationId> = NonNullable<Op<O>['parameters']['path']>;
export type QueryParams<O extends OperationId> = NonNullable<Op<O>['parameters']['query']>;
export type HeaderParams<O extends OperationId> = NonNullable<Op<O>['parameters']['header']>;
export type JsonBody<O extends OperationId> =
  Op<O> extends { requestBody: infer R } ? JsonContent<NonNullable<R>> : never;
export type MultipartBody<O extends OperationId> =
  Op<O> extends { requestBody: infer R }
    ? NonNullable<R> extends { content: { 'multipart/form-data': infer B } }
      ? B
      : never
    : never;

/**
 * The shared upload rules (spec 002 "File upload", section 9): the size limit and the error codes
 * every upload answers with, zod-free so that the web checks the same limit before sending and
 * types its texts by the same codes. Applications, messages and income statements use them.
 */
import type { ResponseOf } from './endpoint'
import type { FileEndpoints } from './endpoints'
import type { IncomeAttachmentType } from './income-statement-rules'
import { buildPath } from './path'
import { routes } from './routes'

/** spec 002 §9: file size limit 25 MB */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024

/**
 * Uploads not attached to anything yet (an unsent message's files, an income statement's before it
 * is saved): at most this many per person, this many bytes together. The daily orphan-file job
 * deletes them a day after their upload.
 */
export const UNATTACHED_UPLOADS = { maxCount: 50, maxBytes: 10 * UPLOAD_MAX_BYTES, keptHours: 24 } as const

/** One more upload of `size` bytes fits beside the person's unattached ones */
export function unattachedUploadFits(existing: { count: number; bytes: number }, size: number): boolean {
  return existing.count < UNATTACHED_UPLOADS.maxCount && existing.bytes + size <= UNATTACHED_UPLOADS.maxBytes
}

/** reference §10: at most this many attachments per user on one parent (an application, a statement, unsent messages) */
export const MAX_ATTACHMENTS_PER_PARENT = 100

/** Error codes of an upload: the spec's five, and the pipeline's own (busy, stalled) */
export const uploadErrors = {
  /** 400: the name has no extension */
  extensionMissing: 'EXTENSION_MISSING',
  /** 400: the extension is not one of the allowed kinds */
  extensionInvalid: 'EXTENSION_INVALID',
  /** 400: the content is not what the extension says */
  invalidContentType: 'INVALID_CONTENT_TYPE',
  /** 413: larger than UPLOAD_MAX_BYTES */
  fileTooLarge: 'FILE_TOO_LARGE',
  /** 429: the session already has its uploads in flight */
  tooManyUploads: 'TOO_MANY_UPLOADS',
  /** 408: the client stopped sending mid-file */
  uploadStalled: 'UPLOAD_STALLED',
  /** 409: the person's uploads not attached to anything yet are at UNATTACHED_UPLOADS' limits */
  tooManyUnattached: 'TOO_MANY_UNATTACHED_UPLOADS',
  /** 403: the parent already has MAX_ATTACHMENTS_PER_PARENT of the user's attachments */
  tooManyAttachments: 'TOO_MANY_ATTACHMENTS',
  /** Anything else (the web's word for a failure without a code of its own) */
  serverError: 'SERVER_ERROR',
} as const
export type UploadErrorCode = (typeof uploadErrors)[keyof typeof uploadErrors]
export const uploadErrorCodes = Object.values(uploadErrors) as UploadErrorCode[]

/** The file endpoints that take a multipart upload */
export type UploadEndpointName =
  | 'uploadApplicationAttachment'
  | 'uploadMessageAttachment'
  | 'uploadIncomeStatementAttachment'
  | 'uploadUnlinkedIncomeStatementAttachment'

/** What an upload answers: its endpoint's response */
export type UploadAnswer<K extends UploadEndpointName = UploadEndpointName> = ResponseOf<FileEndpoints[K]>

/** Where a chosen file is posted (multipart, the file in "file"), and the endpoint that types the answer */
export interface UploadTarget<K extends UploadEndpointName = UploadEndpointName> {
  endpoint: K
  url: string
}

function uploadTarget<K extends UploadEndpointName>(
  endpoint: K,
  params: Record<string, string>,
  query: Record<string, string>,
): UploadTarget<K> {
  const search = new URLSearchParams(query).toString()
  return { endpoint, url: `${buildPath(routes[endpoint].path, params)}${search && `?${search}`}` }
}

/** Browser paths of attachment files: one per upload point (the contract's file endpoints) and the download */
export const attachmentPaths = {
  uploadForApplication: (applicationId: string, type: string) =>
    uploadTarget('uploadApplicationAttachment', { applicationId }, { type }),
  /** Unlinked until the message is sent */
  uploadForMessage: () => uploadTarget('uploadMessageAttachment', {}, {}),
  /** Without a statement id the upload stays unlinked until the statement is saved */
  uploadForIncomeStatement: (attachmentType: IncomeAttachmentType, incomeStatementId?: string) =>
    incomeStatementId === undefined
      ? uploadTarget('uploadUnlinkedIncomeStatementAttachment', {}, { attachmentType })
      : uploadTarget('uploadIncomeStatementAttachment', { incomeStatementId }, { attachmentType }),
  download: (attachmentId: string, filename: string) =>
    buildPath(routes.downloadAttachment.path, { attachmentId, requestedFilename: filename }),
} as const

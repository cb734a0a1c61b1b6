import { MAX_ATTACHMENTS_PER_PARENT, uploadErrors } from '@citizen/contract'
import type { Db, Tx } from '../db/database'
import { forbidden } from '../errors'
import { deleteFilesQuietly, newFileKey, type FileStorage, type ReceivedFile } from '../files'

export interface UploadServices {
  db: Db
  files: FileStorage
  log: { warn(obj: object, msg: string): void }
}

/**
 * The store step of every upload (after the pipeline's checks): the file goes to the storage
 * first under a new key, then `write` runs in one transaction (the feature's checks on locked
 * rows, `requireAttachmentRoom`, the row, the audit); if the transaction fails, the file is
 * removed again. Answers what `write` answers.
 */
export async function storeUpload<T>(
  s: UploadServices,
  upload: { file: ReceivedFile; contentType: string },
  write: (tx: Tx, storageKey: string) => Promise<T>,
): Promise<T> {
  const key = newFileKey()
  await s.files.store(key, upload.file, upload.contentType)
  try {
    return await s.db.transaction().execute((tx) => write(tx, key))
  } catch (e) {
    await deleteFilesQuietly(s.files, [key], s.log)
    throw e
  }
}

/** reference §10: 403 TOO_MANY_ATTACHMENTS when the parent (application, statement, unsent message) has its 100 */
export function requireAttachmentRoom(count: number): void {
  if (count >= MAX_ATTACHMENTS_PER_PARENT) throw forbidden('Too many attachments', uploadErrors.tooManyAttachments)
}

import { describe, expect, it } from 'vitest'
import { MAX_ATTACHMENTS_PER_PARENT } from '@citizen/contract'
import type { Db } from '../db/database'
import { HttpError } from '../errors'
import type { FileStorage } from '../files'
import { requireAttachmentRoom, storeUpload } from './store'

/** A storage that records stores and deletes, and a database whose transaction runs the callback */
function services() {
  const stored: string[] = []
  const deleted: string[] = []
  const files = {
    store: async (key: string) => void stored.push(key),
    delete: async (key: string) => void deleted.push(key),
  } as unknown as FileStorage
  const db = { transaction: () => ({ execute: (fn: (tx: unknown) => unknown) => fn({}) }) } as unknown as Db
  return { stored, deleted, s: { db, files, log: { warn: () => {} } } }
}
const upload = { file: { path: '/tmp/x.part', size: 1 }, contentType: 'application/pdf' }

describe('storeUpload', () => {
  it('stores the file, then writes its row under the same key', async () => {
    const { stored, deleted, s } = services()
    const key = await storeUpload(s, upload, async (_, storageKey) => storageKey)
    expect(stored).toEqual([key])
    expect(deleted).toEqual([])
  })

  it('removes the stored file again when the write fails', async () => {
    const { stored, deleted, s } = services()
    await expect(
      storeUpload(s, upload, async () => requireAttachmentRoom(MAX_ATTACHMENTS_PER_PARENT)),
    ).rejects.toMatchObject({ statusCode: 403, errorCode: 'TOO_MANY_ATTACHMENTS' })
    expect(deleted).toEqual(stored)
  })
})

describe('requireAttachmentRoom', () => {
  it('takes the 100th attachment and refuses the 101st with 403 TOO_MANY_ATTACHMENTS', () => {
    expect(() => requireAttachmentRoom(MAX_ATTACHMENTS_PER_PARENT - 1)).not.toThrow()
    expect(() => requireAttachmentRoom(MAX_ATTACHMENTS_PER_PARENT)).toThrow(HttpError)
  })
})

import { UNATTACHED_UPLOADS } from '@citizen/contract'
import type { Db } from '../../platform/db/database'
import { deleteFilesQuietly, type FileStorage } from '../../platform/files'
import * as q from './queries'

/**
 * How old a file must be before the sweep may take it: an upload is stored before its row is
 * written, and a `.part` is written to as long as its upload is arriving.
 */
const ORPHAN_MIN_AGE_MS = 24 * 60 * 60_000

/**
 * Removes uploads attached to nothing a day after their upload (an unsent message's files, an
 * income statement's never saved: contract UNATTACHED_UPLOADS), then stored files that no
 * attachment row names (left when a row went but deleting its file failed, or a process died
 * between storing a file and writing its row) and temporary `.part` files of uploads a killed
 * process never finished, once they are a day old. Works on any FileStorage: a folder is read, a
 * bucket listed (our keys only).
 */
export async function sweepOrphanFiles(s: {
  db: Db
  files: FileStorage
  /** The job's time: the rows' upload times are the service's (mocked in tests) */
  now: Date
  log: { warn(obj: object, msg: string): void }
}): Promise<{ unattached: number; orphans: number; temporary: number }> {
  const unattachedKeys = await q.deleteUnattachedUploads(
    s.db,
    new Date(s.now.getTime() - UNATTACHED_UPLOADS.keptHours * 60 * 60_000),
  )
  await deleteFilesQuietly(s.files, unattachedKeys, s.log)
  // File times come from the real clock, so the real clock tells their age (never a mocked job time)
  const before = new Date(Date.now() - ORPHAN_MIN_AGE_MS)
  const temporary = await s.files.sweepTemporary(before)
  let orphans = 0
  for await (const page of s.files.list()) {
    const old = page.filter((f) => f.modifiedAt < before).map((f) => f.key)
    if (old.length === 0) continue
    const named = await q.findNamedStorageKeys(s.db, old)
    for (const key of old) {
      if (named.has(key)) continue
      await s.files.delete(key)
      orphans++
    }
  }
  return { unattached: unattachedKeys.length, orphans, temporary }
}

import type { Db } from '../../platform/db/database'
import { queryPrepared } from '../../platform/db/prepared'

/**
 * The unit lists' answers, serialised, kept in this process while no unit changes. Building a
 * list of 300 units cost ~3 ms of Node per call (decoding the rows, sorting by name, checking
 * and serialising the answer); a cached answer costs one primary-key read of `unit_change`
 * (migration 0009), whose value a statement trigger on `unit` replaces with the changing
 * transaction's id. That row is the invalidation across processes: a change by any process,
 * staff or psql is seen by every process on its next request after the change commits.
 *
 * Why not LISTEN/NOTIFY: no read per request, but every process would need a connection of its
 * own held open, and a notification sent while that connection was down would be lost
 * unnoticed, leaving an old list in place. Why not a time to live: an edited unit would be
 * wrong for the length of it.
 */
export class UnitListCache {
  private version: string | null = null
  private readonly answers = new Map<string, Buffer>()

  /** `maxEntries` bounds the application units' lists, keyed by any start date a client sends */
  constructor(private readonly maxEntries = 200) {}

  /**
   * The JSON answer for `key`: cached, or `load`ed (already checked against the response
   * schema by the caller) and cached when the units did not change meanwhile.
   */
  async answer(db: Db, key: string, load: () => Promise<unknown>): Promise<Buffer> {
    const version = await currentVersion(db)
    if (version !== this.version) {
      this.answers.clear()
      this.version = version
    }
    const cached = this.answers.get(key)
    if (cached) return cached
    // Read after the version: the rows are at least as new as it, so caching them under it is safe
    const body = Buffer.from(JSON.stringify(await load()))
    // Another request may have seen a newer version while this one loaded: then this is not kept
    if (version !== null && this.version === version) {
      if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value!)
      this.answers.set(key, body)
    }
    return body
  }
}

/** unit_change's value; null without the row (nothing is cached then) */
async function currentVersion(db: Db): Promise<string | null> {
  const rows = await queryPrepared<{ v: string }>(db, 'unit-change', 'SELECT changed_by::text AS v FROM unit_change', [])
  return rows[0]?.v ?? null
}

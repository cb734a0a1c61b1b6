import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../platform/db/database'
import { compiledOnce } from '../../platform/db/compiled'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** One answer, serialised and compressed once */
interface Answer {
  identity: Buffer
  gzip: Buffer
  br: Buffer
}

/**
 * The unit lists' answers, serialised and compressed, kept in this process while no unit
 * changes. Building a list of 300 units cost ~3 ms of Node per call (decoding the rows, sorting
 * by name, checking and serialising the answer); a cached answer costs one primary-key read of
 * `unit_change` (migration 0010), whose value a statement trigger on `unit` replaces with the
 * changing transaction's id. That row is the invalidation across processes: a change by any
 * process, staff or psql is seen by every process on its next request after the change commits.
 * The answer is sent compressed when the browser accepts it (300 units: 120 KB, ~10 KB as br):
 * writing the bytes was most of what a cached answer still cost.
 *
 * Why not LISTEN/NOTIFY: no read per request, but every process would need a connection of its
 * own held open, and a notification sent while that connection was down would be lost
 * unnoticed, leaving an old list in place. Why not a time to live: an edited unit would be
 * wrong for the length of it.
 */
export class UnitListCache {
  private version: string | null = null
  private readonly answers = new Map<string, Answer>()

  /** `maxEntries` bounds the application units' lists, keyed by any start date a client sends */
  constructor(private readonly maxEntries = 200) {}

  /**
   * Sends the JSON answer for `key`: cached, or `load`ed (already checked against the response
   * schema by the caller) and cached when the units did not change meanwhile.
   */
  async send(
    db: Db,
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<void> {
    const answer = await this.answer(db, key, load)
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding')
    if (encoding !== 'identity') reply.header('content-encoding', encoding)
    reply.send(answer[encoding])
  }

  private async answer(db: Db, key: string, load: () => Promise<unknown>): Promise<Answer> {
    const version = await currentVersion(db)
    if (version !== this.version) {
      this.answers.clear()
      this.version = version
    }
    const cached = this.answers.get(key)
    if (cached) return cached
    // Read after the version: the rows are at least as new as it, so caching them under it is safe
    const identity = Buffer.from(JSON.stringify(await load()))
    const [gz, br] = await Promise.all([
      gzip(identity),
      brotli(identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    ])
    const answer = { identity, gzip: gz, br }
    // Another request may have seen a newer version while this one loaded: then this is not kept
    if (version !== null && this.version === version) {
      if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value!)
      this.answers.set(key, answer)
    }
    return answer
  }
}

/** br, else gzip, else identity, as the Accept-Encoding header allows (q=0 refuses) */
export function preferredEncoding(header: string | string[] | undefined): keyof Answer {
  const accepted = new Set<string>()
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  if (accepted.has('br') || accepted.has('*')) return 'br'
  return accepted.has('gzip') ? 'gzip' : 'identity'
}

/** unit_change's value; null without the row (nothing is cached then) */
async function currentVersion(db: Db): Promise<string | null> {
  return (await unitChange(db, {}))[0]?.v ?? null
}

const unitChange = compiledOnce(() => sql<{ v: string }>`SELECT changed_by::text AS v FROM unit_change`)

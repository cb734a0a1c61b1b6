import zlib from 'node:zlib'
import type { Tx } from '../platform/db/database'

type ImageType = 'image/jpeg' | 'image/png'

/** The type the bytes begin with (PNG signature, JPEG SOI marker), or null */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return null
}

/** POST /api/dev/child-images: the child's image, replacing an earlier one (the new one gets a new id) */
export async function insertDevChildImage(tx: Tx, image: { childId: string; contentType: ImageType; bytes: Buffer }) {
  await tx.deleteFrom('child_image').where('child_id', '=', image.childId).execute()
  return tx
    .insertInto('child_image')
    .values({ child_id: image.childId, content_type: image.contentType, bytes: image.bytes })
    .returning('id')
    .executeTakeFirstOrThrow()
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let c = 0xffffffff
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

type Rgb = [number, number, number]

/**
 * A demo child's picture, drawn at seed time: a round face (skin, hair, eyes, smile) on a
 * coloured background, as an RGB PNG of size × size pixels.
 */
export function avatarPng(size: number, colours: { background: Rgb; hair: Rgb; skin: Rgb }): Buffer {
  const rows: Buffer[] = []
  const c = size / 2
  const face = size * 0.3
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3) // filter byte 0: none
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - c
      const dy = y + 0.5 - c * 1.05
      const r = Math.hypot(dx, dy)
      let colour = colours.background
      if (r < face * 1.15 && dy < -face * 0.35) colour = colours.hair
      else if (r < face) {
        colour = colours.skin
        const eye = Math.min(
          Math.hypot(dx + face * 0.38, dy + face * 0.15),
          Math.hypot(dx - face * 0.38, dy + face * 0.15),
        )
        const smile = Math.abs(Math.hypot(dx, dy + face * 0.05) - face * 0.55) < size * 0.018 && dy > face * 0.2
        if (eye < face * 0.1 || smile) colour = [40, 40, 50]
      } else if (dy > face * 0.9 && Math.abs(dx) < face * 1.4) colour = colours.hair
      row.set(colour, 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter method variants, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

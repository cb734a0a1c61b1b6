import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import { z } from 'zod'
import { base64UrlBytes, isUncompressedP256Key } from '@citizen/contract'

/**
 * The Web Push settings (docs/operations.md "Web Push"), part of config.ts: the VAPID key pair
 * (RFC 8292) and its contact. Without keys the feature is off in production; elsewhere a key
 * pair made once under DATA_DIR stands in, so that whoever tries the app sees the feature.
 */
export const webPushEnv = {
  /** base64url of the uncompressed P-256 public key, as `npx web-push generate-vapid-keys` prints it */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .refine(isUncompressedP256Key, 'expected the base64url of an uncompressed P-256 public key (65 bytes)')
    .optional(),
  /** base64url of the 32-byte private key */
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .refine((v) => base64UrlBytes(v)?.length === 32, 'expected the base64url of a 32-byte P-256 private key')
    .optional(),
  /** Whom the push services contact about our pushes: mailto:address or an https URL */
  VAPID_SUBJECT: z.string().trim().refine(isVapidSubject, 'expected mailto:address or an https:// URL').optional(),
}

type WebPushEnv = z.infer<z.ZodObject<typeof webPushEnv>> & {
  NODE_ENV: string
  DATA_DIR: string
  WEB_PUSH?: boolean | undefined
}

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

export interface WebPushConfig extends VapidKeys {
  subject: string
}

/** The development key pair's file under DATA_DIR */
export const DEV_VAPID_KEYS_FILE = 'vapid-dev-keys.json'
/** The contact of the development keys: no push service will ever need to write to it */
const DEV_SUBJECT = 'mailto:web-push@example.invalid'

function isVapidSubject(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'https:' || (url.protocol === 'mailto:' && /^[^@\s]+@[^@\s]+$/.test(url.pathname))
}

/** The public key of an uncompressed P-256 point (65 bytes, 0x04 first); throws when it is no point of the curve */
export function p256PublicKey(point: Buffer): crypto.KeyObject {
  return crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
}

/** The private key's public half is the public key given (two keys of different pairs fail every push) */
export function isVapidKeyPair(keys: VapidKeys): boolean {
  try {
    const ecdh = crypto.createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'))
    return ecdh.getPublicKey('base64url') === keys.publicKey.replace(/=+$/, '')
  } catch {
    return false
  }
}

export function checkWebPushEnv(env: WebPushEnv, ctx: z.RefinementCtx): void {
  const issue = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message })
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env
  if ((publicKey === undefined) !== (privateKey === undefined))
    issue('VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together')
  if (publicKey && privateKey) {
    if (!isVapidKeyPair({ publicKey, privateKey }))
      issue('VAPID_PUBLIC_KEY', 'is not the public key of VAPID_PRIVATE_KEY (keys of two different pairs)')
    if (!env.VAPID_SUBJECT) issue('VAPID_SUBJECT', 'required with the VAPID keys (mailto:address or an https URL)')
  }
  if (env.NODE_ENV === 'production' && env.WEB_PUSH === true && !publicKey)
    issue('VAPID_PUBLIC_KEY', 'required with WEB_PUSH=true in production (and VAPID_PRIVATE_KEY, VAPID_SUBJECT)')
}

/** The keys to use, or null when Web Push is off (WEB_PUSH=false, or production without keys) */
export function webPushConfig(env: WebPushEnv, ctx: z.RefinementCtx): WebPushConfig | null {
  if (env.WEB_PUSH === false) return null
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
  if (env.NODE_ENV === 'production') return null
  const file = path.join(env.DATA_DIR, DEV_VAPID_KEYS_FILE)
  try {
    return { ...devVapidKeys(file), subject: env.VAPID_SUBJECT ?? DEV_SUBJECT }
  } catch (e) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATA_DIR'],
      message: `the development VAPID keys in ${file}: ${(e as Error).message} (delete the file for a new pair)`,
    })
    return z.NEVER
  }
}

/**
 * The development key pair of the data folder, made on first use. Processes started together
 * (the test files) race to make it: the first link wins and the others read its pair.
 */
function devVapidKeys(file: string): VapidKeys {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const { publicKey, privateKey } = webpush.generateVAPIDKeys()
    const temporary = `${file}.${process.pid}.${crypto.randomUUID()}`
    fs.writeFileSync(temporary, JSON.stringify({ publicKey, privateKey }) + '\n', { mode: 0o600 })
    try {
      fs.linkSync(temporary, file)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    } finally {
      fs.rmSync(temporary, { force: true })
    }
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string' || !isVapidKeyPair(keys as VapidKeys))
    throw new Error('not a VAPID key pair')
  return { publicKey: keys.publicKey, privateKey: keys.privateKey }
}

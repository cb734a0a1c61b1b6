import crypto from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A software WebAuthn authenticator for the API tests: an ES256 key pair made with node:crypto,
 * 'none' attestation, a discoverable credential whose user handle is what the registration
 * options named. It answers the options of the passkey endpoints as a browser would pass them on.
 */
export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = crypto.randomBytes(32)
  const id = isoBase64URL.fromBuffer(credentialId)
  let counter = 0
  let userHandle: string | null = null

  const rpIdHash = (rpId: string) => crypto.createHash('sha256').update(rpId).digest()
  const clientData = (type: string, challenge: string, o = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: o, crossOrigin: false }))
  const u32 = (n: number) => {
    const b = Buffer.alloc(4)
    b.writeUInt32BE(n)
    return b
  }

  const coseKey = () =>
    Buffer.from(
      isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, isoBase64URL.toBuffer(jwk.x!)],
          [-3, isoBase64URL.toBuffer(jwk.y!)],
        ]),
      ),
    )

  return {
    id,
    /** The COSE public key as base64url (what the dev API takes) */
    publicKey: () => isoBase64URL.fromBuffer(coseKey()),
    /** navigator.credentials.create(): the registration response JSON */
    register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, o = origin) {
      userHandle = options.user.id
      const flags = 0x01 | 0x04 | 0x40 // user present, user verified, attested credential data
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        rpIdHash(options.rp.id ?? 'localhost'),
        Buffer.from([flags]),
        u32(counter),
        Buffer.alloc(16), // aaguid
        idLength,
        credentialId,
        coseKey(),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      )
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, o)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    /** navigator.credentials.get(): the authentication response JSON, signed with the key */
    authenticate(options: { challenge: string; rpId?: string }, o = origin) {
      counter++
      const authData = Buffer.concat([rpIdHash(options.rpId ?? 'localhost'), Buffer.from([0x01 | 0x04]), u32(counter)])
      const client = clientData('webauthn.get', options.challenge, o)
      const signature = crypto.sign(
        'sha256',
        Buffer.concat([authData, crypto.createHash('sha256').update(client).digest()]),
        privateKey,
      )
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(client),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}

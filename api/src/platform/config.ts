import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { checkEmailEnv, emailConfig, emailEnv } from './email/settings'
import { checkWebPushEnv, webPushConfig, webPushEnv } from './web-push/settings'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v))

const numbers = (count: number) =>
  z
    .string()
    .transform((v) => v.split(',').map((n) => Number(n.trim())))
    .refine(
      (list) => list.length === count && list.every((n) => Number.isFinite(n)),
      `expected ${count} comma-separated numbers`,
    )

const latLon = numbers(2).transform(([lat, lon]) => ({ lat: lat!, lon: lon! }))
const rect = numbers(4)
  .transform(([minLon, minLat, maxLon, maxLat]) => ({
    minLon: minLon!,
    minLat: minLat!,
    maxLon: maxLon!,
    maxLat: maxLat!,
  }))
  .refine((r) => r.minLon < r.maxLon && r.minLat < r.maxLat, 'min must be below max')

/** PEM text as is; anything else is the path of a PEM file (a mounted secret), read at start. */
const pemOrFile = z.string().transform((value, ctx) => {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n')
  try {
    const text = fs.readFileSync(value, 'utf8')
    if (!text.includes('-----BEGIN')) throw new Error('no PEM block in the file')
    return text
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: `not PEM text, nor a readable PEM file: ${(e as Error).message}` })
    return z.NEVER
  }
})

/**
 * The IdP's certificates: PEM blocks, comma-separated base64 bodies, or the path of a file of PEM
 * blocks. More than one: the IdP publishes its next certificate before it switches to it.
 */
function certificateList(value: string): string[] {
  const text =
    /^[./]/.test(value.trim()) && !value.includes('-----BEGIN') ? fs.readFileSync(value.trim(), 'utf8') : value
  const pems = text.replace(/\\n/g, '\n').match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g)
  if (pems) return pems
  return text
    .split(',')
    .map((c) => c.replace(/\s+/g, ''))
    .filter(Boolean)
    .map((c) => {
      if (!/^[A-Za-z0-9+/]+=*$/.test(c)) throw new Error('not a certificate (PEM or base64)')
      return `-----BEGIN CERTIFICATE-----\n${c.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`
    })
}

/** An IP address, or one with a prefix length (10.0.0.0/8, fd00::/8), as Fastify's proxy-addr takes them */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/')
  const version = net.isIP(address)
  if (version === 0 || rest.length > 0) return false
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
}

function isLoopbackUrl(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public origin of the service, used to validate return paths and build SAML URLs. */
    BASE_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    /** Where the embedded PostgreSQL keeps its data when DATABASE_URL is not set. */
    DATA_DIR: z.string().default('.data'),
    EMBEDDED_PG_PORT: z.coerce.number().int().default(5488),
    DEV_API: bool.optional(),
    /** Load the demo municipality into an empty database at start. */
    SEED_DEMO: bool.optional(),
    SESSION_TIMEOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(32),
    COOKIE_SECURE: bool.optional(),
    WEAK_LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
    /** Failed weak-login password checks per client address per hour, across usernames (0 = no limit) */
    WEAK_LOGIN_CLIENT_RATE_LIMIT: z.coerce.number().int().min(0).default(100),
    /** Days the audit log of personal data access is kept (a daily job deletes older rows) */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(730),
    /**
     * Whose X-Forwarded-For to believe for the client's address (request.ip, the per-client login
     * limits): false, a number of proxy hops, or comma-separated proxy addresses/CIDRs; `true`
     * (believe anyone) only with TRUST_PROXY_OVERWRITES_FORWARDED_FOR. Default false, and
     * required in production: no default is safe there (trusting lets a client pick a new address
     * per request; not trusting behind a proxy puts every citizen under the proxy's one address,
     * so one person's failed logins lock everyone out), and only the operator knows the proxies.
     */
    TRUST_PROXY: z
      .string()
      .transform((v): boolean | number | string =>
        v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
      )
      .refine(
        (v) => typeof v !== 'string' || v.split(',').every((a) => isAddressOrCidr(a.trim())),
        'expected true, false, a number of proxies, or comma-separated IP addresses/CIDRs',
      )
      .optional(),
    /** The operator's statement that every request passes a proxy that replaces X-Forwarded-For */
    TRUST_PROXY_OVERWRITES_FORWARDED_FOR: bool.optional(),
    ENVIRONMENT_LABEL: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    // Suomi.fi SAML (docs/operations.md "Suomi.fi identification"): SFI_SAML_ISSUER turns it on,
    // and then the rest must be complete. Keys and certificates: PEM text or the path of a PEM file.
    /** Our (the service provider's) entity id */
    SFI_SAML_ISSUER: z.string().optional(),
    SFI_SAML_CALLBACK_URL: z.url().optional(),
    SFI_SAML_LOGOUT_CALLBACK_URL: z.url().optional(),
    SFI_SAML_PRIVATE_KEY: pemOrFile.optional(),
    SFI_SAML_PUBLIC_CERT: pemOrFile.optional(),
    /** Decrypts the assertions; default: SFI_SAML_PRIVATE_KEY and SFI_SAML_PUBLIC_CERT */
    SFI_SAML_DECRYPTION_KEY: pemOrFile.optional(),
    SFI_SAML_DECRYPTION_CERT: pemOrFile.optional(),
    /** The IdP's metadata: a file path, or an https URL fetched at first use and every 6 hours */
    SFI_SAML_IDP_METADATA: z.string().optional(),
    /** Override or stand in for the metadata: the IdP's entity id, SSO and SLO URLs, and certificates */
    SFI_SAML_IDP_ENTITY_ID: z.string().optional(),
    SFI_SAML_ENTRYPOINT: z.url().optional(),
    SFI_SAML_LOGOUT_URL: z.url().optional(),
    /** One or more certificates (PEM blocks, comma-separated base64, or a file of PEM blocks) */
    SFI_SAML_IDP_CERT: z.string().optional(),
    /** AuthnContextClassRefs to request (comma-separated); none by default (Suomi.fi reads the methods from our metadata) */
    SFI_SAML_AUTHN_CONTEXT: z.string().optional(),
    SFI_SAML_AUTHN_CONTEXT_COMPARISON: z.enum(['exact', 'minimum', 'maximum', 'better']).default('minimum'),
    /** Strong logins started per client address per 10 minutes (0 = no limit) */
    SFI_SAML_LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
    /** In the SP metadata: the organisation and its technical contact */
    SFI_SAML_ORGANIZATION_NAME: z.string().optional(),
    SFI_SAML_CONTACT_EMAIL: z.email().optional(),
    // Public map (spec 002 "Public map")
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z
      .string()
      .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
    /** "lat,lon" of the map's initial centre */
    MAP_CENTER: latLon.prefault('62.26,25.26'),
    /** "min_lon,min_lat,max_lon,max_lat": the municipality's address search area */
    MAP_SEARCH_RECT: rect.prefault('24.90,62.05,25.70,62.45'),
    /** Digitransit/Pelias geocoding base URL, e.g. https://api.digitransit.fi/geocoding/v1; unset: local address table */
    DIGITRANSIT_GEOCODING_URL: z.url().optional(),
    /** Digitransit/OpenTripPlanner GraphQL URL, e.g. https://api.digitransit.fi/routing/v2/finland/gtfs/v1; unset: no walking routes */
    DIGITRANSIT_ROUTING_URL: z.url().optional(),
    DIGITRANSIT_SUBSCRIPTION_KEY: z.string().optional(),
    // Feedback and privacy links shown in the footer
    FEEDBACK_URL: z.url().default('https://www.example.fi/palaute'),
    /** Show archive process metadata (case number, states) to citizens (spec 000/002: showMetadataToCitizen) */
    SHOW_METADATA_TO_CITIZEN: bool.default(false),
    /** Service need change applications on the child page (spec 001: the service applications flag) */
    SERVICE_APPLICATIONS: bool.default(true),
    /** Long preschool absence applications on the child page (spec 000/001: absenceApplications) */
    ABSENCE_APPLICATIONS: bool.default(true),
    /** Discussion time reservations in the calendar (spec 001 §6: the discussionReservations feature) */
    DISCUSSION_RESERVATIONS: bool.default(true),
    PRIVACY_POLICY_URL: z.url().default('https://www.example.fi/tietosuoja'),
    // File storage (attachments): a folder under DATA_DIR by default, S3-compatible storage with S3_BUCKET
    /** Folder of the local file storage; default DATA_DIR/files */
    FILES_DIR: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    /** e.g. https://s3.eu-north-1.amazonaws.com or a MinIO/Ceph URL; unset: AWS by region */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('eu-north-1'),
    /** Both or neither; neither: the AWS SDK's default credential chain (instance role etc.) */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** bucket in the path (MinIO and most S3-compatible servers); default on when S3_ENDPOINT is set */
    S3_FORCE_PATH_STYLE: bool.optional(),
    /** With S3: where uploads are received before they are checked and sent; default DATA_DIR/upload-temp */
    UPLOAD_TEMP_DIR: z.string().optional(),
    // Passkeys (WebAuthn; docs/operations.md "Passkeys"): the relying party is the site the
    // passkeys belong to. Defaults: BASE_URL's host and origin, else localhost and the app's port
    // (and, outside production, the Vite dev server's http://localhost:5173).
    /** The relying party id: the site's host name (or a parent domain of it) */
    WEBAUTHN_RP_ID: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'expected a host name (no scheme, port or path)')
      .optional(),
    /** The name authenticators show */
    WEBAUTHN_RP_NAME: z.string().default('Varhaiskasvatus'),
    /** Comma-separated origins the browser may use, e.g. https://varhaiskasvatus.example.fi */
    WEBAUTHN_ORIGINS: z
      .string()
      .transform((v) => v.split(',').map((o) => o.trim().replace(/\/+$/, '')))
      .refine(
        (list) => list.every((o) => URL.canParse(o) && new URL(o).origin === o),
        'expected origins like https://host',
      )
      .optional(),
    /** Run background jobs (draft clean-up, sending emails) in this process */
    JOBS: bool.optional(),
    ...emailEnv,
    // Web Push (issue 43; docs/operations.md "Web Push"): the VAPID keys; outside production a
    // development pair under DATA_DIR when none are given
    /** false turns Web Push off (no keys given in production: off already) */
    WEB_PUSH: bool.optional(),
    ...webPushEnv,
  })
  .superRefine((env, ctx) => {
    const samlSet = Object.keys(env).filter(
      (k) => k.startsWith('SFI_SAML_') && env[k as keyof typeof env] !== undefined,
    )
    // Defaults are not settings: only what the environment gave turns SAML on
    const given = samlSet.filter((k) => !['SFI_SAML_AUTHN_CONTEXT_COMPARISON', 'SFI_SAML_LOGIN_RATE_LIMIT'].includes(k))
    if (given.length > 0) {
      const need = (key: string, why: string) => {
        if (env[key as keyof typeof env] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: `required ${why}` })
      }
      need('SFI_SAML_ISSUER', `with ${given.join(', ')}`)
      need('SFI_SAML_PRIVATE_KEY', 'for Suomi.fi (signed requests)')
      need('SFI_SAML_PUBLIC_CERT', 'for Suomi.fi (the service provider metadata)')
      if (!env.SFI_SAML_IDP_METADATA) {
        for (const key of [
          'SFI_SAML_IDP_ENTITY_ID',
          'SFI_SAML_ENTRYPOINT',
          'SFI_SAML_LOGOUT_URL',
          'SFI_SAML_IDP_CERT',
        ]) {
          need(key, 'without SFI_SAML_IDP_METADATA')
        }
      }
      if (!env.BASE_URL && !(env.SFI_SAML_CALLBACK_URL && env.SFI_SAML_LOGOUT_CALLBACK_URL)) {
        need('BASE_URL', 'for the SAML callback URLs (or set SFI_SAML_CALLBACK_URL and SFI_SAML_LOGOUT_CALLBACK_URL)')
      }
      if (
        env.SFI_SAML_IDP_METADATA &&
        /^http:/i.test(env.SFI_SAML_IDP_METADATA) &&
        !isLoopbackUrl(env.SFI_SAML_IDP_METADATA)
      ) {
        ctx.addIssue({ code: 'custom', path: ['SFI_SAML_IDP_METADATA'], message: 'must be https (or a file)' })
      }
      if (env.SFI_SAML_IDP_CERT !== undefined) {
        try {
          if (certificateList(env.SFI_SAML_IDP_CERT).length === 0) throw new Error('no certificate found')
        } catch (e) {
          ctx.addIssue({ code: 'custom', path: ['SFI_SAML_IDP_CERT'], message: (e as Error).message })
        }
      }
    }
    if (env.NODE_ENV === 'production' && env.TRUST_PROXY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'required in production: the number of proxies in front of the portal, or their addresses/CIDRs (comma-separated), or false when clients connect directly',
      })
    }
    if (env.TRUST_PROXY === true && env.TRUST_PROXY_OVERWRITES_FORWARDED_FOR !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'true believes any X-Forwarded-For, so a client could choose its address: give the number of proxies or their addresses, or set TRUST_PROXY_OVERWRITES_FORWARDED_FOR=true if every request passes a proxy that replaces the header',
      })
    }
    const s3Set = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
      (k) => env[k as keyof typeof env] !== undefined,
    )
    if (!env.S3_BUCKET && s3Set.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `required with ${s3Set.join(', ')}` })
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      })
    }
    checkEmailEnv(env, ctx)
    checkWebPushEnv(env, ctx)
    const webauthn = webauthnSettings(env)
    // An origin that does not parse comes from a bad PORT or BASE_URL, reported by their own checks
    for (const origin of webauthn.origins.filter((o) => URL.canParse(o))) {
      const host = new URL(origin).hostname
      if (host !== webauthn.rpId && !host.endsWith(`.${webauthn.rpId}`))
        ctx.addIssue({
          code: 'custom',
          path: ['WEBAUTHN_RP_ID'],
          message: `${webauthn.rpId} is not ${host} nor a parent domain of it (WEBAUTHN_ORIGINS ${origin})`,
        })
    }
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === 'production'
    const devApi = env.DEV_API ?? !production
    const baseUrl = (env.BASE_URL ?? '').replace(/\/$/, '')
    const metadataSource = env.SFI_SAML_IDP_METADATA
    const saml =
      env.SFI_SAML_ISSUER && env.SFI_SAML_PRIVATE_KEY && env.SFI_SAML_PUBLIC_CERT
        ? {
            issuer: env.SFI_SAML_ISSUER,
            callbackUrl: env.SFI_SAML_CALLBACK_URL ?? `${baseUrl}/api/citizen/auth/sfi/login/callback`,
            logoutCallbackUrl: env.SFI_SAML_LOGOUT_CALLBACK_URL ?? `${baseUrl}/api/citizen/auth/sfi/logout/callback`,
            privateKey: env.SFI_SAML_PRIVATE_KEY,
            publicCert: env.SFI_SAML_PUBLIC_CERT,
            decryptionKey: env.SFI_SAML_DECRYPTION_KEY ?? env.SFI_SAML_PRIVATE_KEY,
            decryptionCert: env.SFI_SAML_DECRYPTION_CERT ?? env.SFI_SAML_PUBLIC_CERT,
            idp: {
              metadata: !metadataSource
                ? null
                : /^https?:\/\//i.test(metadataSource)
                  ? ({ kind: 'url', url: metadataSource } as const)
                  : ({ kind: 'file', path: metadataSource } as const),
              entityId: env.SFI_SAML_IDP_ENTITY_ID ?? null,
              ssoUrl: env.SFI_SAML_ENTRYPOINT ?? null,
              sloUrl: env.SFI_SAML_LOGOUT_URL ?? null,
              certs: env.SFI_SAML_IDP_CERT ? certificateList(env.SFI_SAML_IDP_CERT) : [],
            },
            authnContext: (env.SFI_SAML_AUTHN_CONTEXT ?? '')
              .split(',')
              .map((c) => c.trim())
              .filter(Boolean),
            authnContextComparison: env.SFI_SAML_AUTHN_CONTEXT_COMPARISON,
            loginRateLimit: env.SFI_SAML_LOGIN_RATE_LIMIT,
            organizationName: env.SFI_SAML_ORGANIZATION_NAME ?? null,
            contactEmail: env.SFI_SAML_CONTACT_EMAIL ?? null,
          }
        : null
    return {
      production,
      port: env.PORT,
      host: env.HOST,
      baseUrl: env.BASE_URL ?? null,
      databaseUrl: env.DATABASE_URL ?? null,
      dataDir: env.DATA_DIR,
      embeddedPgPort: env.EMBEDDED_PG_PORT,
      devApi: production ? false : devApi,
      // The mocked-time header is a test aid: honoured only where the dev API is (never in production)
      mockedTime: production ? false : devApi,
      seedDemo: env.SEED_DEMO ?? !production,
      sessionTimeoutMinutes: env.SESSION_TIMEOUT_MINUTES,
      cookieSecure: env.COOKIE_SECURE ?? null,
      weakLoginRateLimit: env.WEAK_LOGIN_RATE_LIMIT,
      weakLoginClientRateLimit: env.WEAK_LOGIN_CLIENT_RATE_LIMIT,
      auditRetentionDays: env.AUDIT_RETENTION_DAYS,
      trustProxy: env.TRUST_PROXY ?? false,
      environmentLabel: env.ENVIRONMENT_LABEL ?? (production ? null : 'dev'),
      logLevel: env.LOG_LEVEL,
      webDist: env.WEB_DIST ?? null,
      saml,
      map: {
        tileUrl: env.MAP_TILE_URL,
        tileAttribution: env.MAP_TILE_ATTRIBUTION,
        center: env.MAP_CENTER,
        searchRect: env.MAP_SEARCH_RECT,
      },
      digitransit: {
        geocodingUrl: env.DIGITRANSIT_GEOCODING_URL ?? null,
        routingUrl: env.DIGITRANSIT_ROUTING_URL ?? null,
        subscriptionKey: env.DIGITRANSIT_SUBSCRIPTION_KEY ?? null,
      },
      feedbackUrl: env.FEEDBACK_URL,
      showMetadataToCitizen: env.SHOW_METADATA_TO_CITIZEN,
      serviceApplications: env.SERVICE_APPLICATIONS,
      absenceApplications: env.ABSENCE_APPLICATIONS,
      discussionReservations: env.DISCUSSION_RESERVATIONS,
      privacyPolicyUrl: env.PRIVACY_POLICY_URL,
      files: env.S3_BUCKET
        ? ({
            kind: 's3',
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT ?? null,
            region: env.S3_REGION,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : null,
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
            temporaryDir: env.UPLOAD_TEMP_DIR ?? path.join(env.DATA_DIR, 'upload-temp'),
          } as const)
        : ({ kind: 'local', dir: env.FILES_DIR ?? path.join(env.DATA_DIR, 'files') } as const),
      jobs: env.JOBS ?? true,
      email: emailConfig(env),
      webauthn: webauthnSettings(env),
      /** null: Web Push is off (no subscriptions taken, the public key answers 404) */
      webPush: webPushConfig(env, ctx),
    }
  })

export type Config = z.infer<typeof ConfigSchema>

/** The passkeys' relying party: its id (a host name), name and the origins a browser may use */
function webauthnSettings(env: {
  BASE_URL?: string | undefined
  PORT: number
  NODE_ENV: string
  WEBAUTHN_RP_ID?: string | undefined
  WEBAUTHN_RP_NAME: string
  WEBAUTHN_ORIGINS?: string[] | undefined
}) {
  const base = env.BASE_URL && URL.canParse(env.BASE_URL) ? new URL(env.BASE_URL) : null
  const origins =
    env.WEBAUTHN_ORIGINS ??
    (base
      ? [base.origin]
      : [
          `http://localhost:${env.PORT}`,
          ...(env.NODE_ENV === 'production' || env.PORT === 5173 ? [] : ['http://localhost:5173']),
        ])
  const first = origins.find((o) => URL.canParse(o))
  const rpId = (env.WEBAUTHN_RP_ID ?? (first ? new URL(first).hostname : 'localhost')).toLowerCase()
  return { rpId, rpName: env.WEBAUTHN_RP_NAME, origins }
}

/** Parses the environment; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''))
  const result = ConfigSchema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid configuration:\n${problems}`)
  }
  return result.data
}

/** Configuration for tests: no DB URL needed (the test harness supplies the database). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Files of API tests go to a temporary folder, never into the repository's .data
  const files = { kind: 'local' as const, dir: path.join(os.tmpdir(), `citizen-test-files-${process.pid}`) }
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), files, ...overrides }
}

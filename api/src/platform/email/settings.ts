import { z } from 'zod'

/**
 * The email settings (docs/operations.md "Email"), part of config.ts. No SMTP setting is the
 * default: emails stay in the outbox as PENDING and GET /api/dev/emails shows them.
 */
export const emailEnv = {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://...:465 (TLS from the start) */
  SMTP_URL: z
    .url()
    .refine((v) => URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol), 'expected smtp://... or smtps://...')
    .optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** implicit: TLS from the start (port 465); starttls: upgrade required (587); none: plain, a local relay only */
  SMTP_TLS: z.enum(['implicit', 'starttls', 'none']).optional(),
  /** The sender: "Name <address>" or an address; required with SMTP */
  EMAIL_FROM: z
    .string()
    .refine((v) => parseAddress(v) !== null, 'expected an email address or "Name <address>"')
    .optional(),
  EMAIL_REPLY_TO: z.email().optional(),
}

type EmailEnv = z.infer<z.ZodObject<typeof emailEnv>> & {
  BASE_URL?: string | undefined
  PORT: number
}

export type SmtpSettings =
  | { kind: 'url'; url: string }
  | {
      kind: 'host'
      host: string
      port: number
      tls: 'implicit' | 'starttls' | 'none'
      user: string | null
      password: string | null
    }

export interface EmailConfig {
  /** null: nothing is sent, the outbox keeps every email */
  smtp: SmtpSettings | null
  from: string | null
  replyTo: string | null
  /** The product's public address, for the links in emails */
  linkBaseUrl: string
}

/** The address of "Name <address>" or of a bare address; null when it is neither */
export function parseAddress(value: string): string | null {
  const match = /^(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim())
  const address = match?.[1] ?? match?.[2]
  return address && z.email().safeParse(address).success ? address : null
}

export function checkEmailEnv(env: EmailEnv, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  const hostParts = (['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_TLS'] as const).filter(
    (k) => env[k] !== undefined,
  )
  if (env.SMTP_URL && env.SMTP_HOST) issue('SMTP_URL', 'give SMTP_URL or SMTP_HOST, not both')
  if (env.SMTP_URL && hostParts.length > 0)
    issue('SMTP_URL', `${hostParts.join(', ')} go with SMTP_HOST; put them in SMTP_URL instead`)
  if (!env.SMTP_URL && !env.SMTP_HOST && hostParts.length > 0)
    issue('SMTP_HOST', `required with ${hostParts.join(', ')}`)
  if ((env.SMTP_USER === undefined) !== (env.SMTP_PASSWORD === undefined))
    issue('SMTP_PASSWORD', 'SMTP_USER and SMTP_PASSWORD go together')
  if (env.SMTP_URL || env.SMTP_HOST) {
    if (!env.EMAIL_FROM) issue('EMAIL_FROM', 'required with SMTP (the sender of the emails)')
    if (!env.BASE_URL) issue('BASE_URL', 'required with SMTP (the links in the emails)')
  }
}

export function emailConfig(env: EmailEnv): EmailConfig {
  const tls = env.SMTP_TLS ?? 'starttls'
  return {
    smtp: env.SMTP_URL
      ? { kind: 'url', url: env.SMTP_URL }
      : env.SMTP_HOST
        ? {
            kind: 'host',
            host: env.SMTP_HOST,
            port: env.SMTP_PORT ?? (tls === 'implicit' ? 465 : tls === 'starttls' ? 587 : 25),
            tls,
            user: env.SMTP_USER ?? null,
            password: env.SMTP_PASSWORD ?? null,
          }
        : null,
    from: env.EMAIL_FROM ?? null,
    replyTo: env.EMAIL_REPLY_TO ?? null,
    linkBaseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }
}

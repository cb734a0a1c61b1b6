import { z } from 'zod'
import { endpoint } from './endpoint'
import { AuthLevel } from './common'

export const CitizenUserDetails = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  postOffice: z.string(),
  phone: z.string(),
  backupPhone: z.string(),
  email: z.string().nullable(),
  weakLoginUsername: z.string().nullable(),
})
export type CitizenUserDetails = z.infer<typeof CitizenUserDetails>

export const CitizenFeatures = z.object({
  messages: z.boolean(),
  composeNewMessage: z.boolean(),
  reservations: z.boolean(),
  childDocumentation: z.boolean(),
})
export type CitizenFeatures = z.infer<typeof CitizenFeatures>

export const AuthStatusResponse = z.discriminatedUnion('loggedIn', [
  z.object({ loggedIn: z.literal(false), apiVersion: z.string() }),
  z.object({
    loggedIn: z.literal(true),
    user: z.object({ details: CitizenUserDetails, accessibleFeatures: CitizenFeatures }),
    authLevel: AuthLevel,
    apiVersion: z.string(),
  }),
])
export type AuthStatusResponse = z.infer<typeof AuthStatusResponse>

export const getAuthStatus = endpoint({
  method: 'GET',
  path: '/api/citizen/auth/status',
  response: AuthStatusResponse,
})

// reference §1: both 1-128 characters; the username is compared lower-cased
export const WeakLoginBody = z.object({
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(128),
})
export type WeakLoginBody = z.infer<typeof WeakLoginBody>

export const weakLogin = endpoint({
  method: 'POST',
  path: '/api/citizen/auth/weak-login',
  body: WeakLoginBody,
  response: z.object({ ok: z.literal(true) }),
})

/** Browser navigation targets (not XHR calls). */
export const authPaths = {
  strongLogin: '/api/citizen/auth/sfi/login',
  strongLoginCallback: '/api/citizen/auth/sfi/login/callback',
  logout: '/api/citizen/auth/logout',
} as const

/** Response header carrying the session's expiry instant (ISO 8601) so the web app can warn before it. */
export const SESSION_EXPIRES_HEADER = 'x-session-expires-at'
export const CSRF_HEADER = 'x-evaka-csrf'
export const MOCKED_TIME_HEADER = 'evakamockedtime'

import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { AuthLevel, Ok } from './common'
import { WebAuthnJson } from './personal-data'

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

export const getAuthStatus = endpoint(routes.getAuthStatus, {
  response: AuthStatusResponse,
})

// reference §1: both 1-128 characters; the username is compared lower-cased
export const WeakLoginBody = z.object({
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(128),
})
export type WeakLoginBody = z.infer<typeof WeakLoginBody>

export const weakLogin = endpoint(routes.weakLogin, {
  body: WeakLoginBody,
  response: Ok,
})

/**
 * Logout is a POST with the CSRF header, so another site cannot log the user out with a link or
 * an image. The answer says where the browser goes next: the identity provider's logout (a
 * Suomi.fi session) or the RelayState path (when it is this site's own, else the root).
 */
export const logout = endpoint(routes.logout, {
  query: z.object({
    RelayState: z.string().optional(),
    /**
     * 'true': the device keeps the person's push notifications (issue 43), so the answer clears
     * the HTTP cache only: its Clear-Site-Data "storage" would end the service worker and with it
     * the push subscription. The web then empties the site's storage itself.
     */
    keepNotifications: z.enum(['true']).optional(),
  }),
  response: z.object({ redirectUrl: z.string() }),
})

/** Public. Options for `startAuthentication({ optionsJSON })` (discoverable credentials) */
export const getPasskeyLoginOptions = endpoint(routes.getPasskeyLoginOptions, { response: WebAuthnJson })
/**
 * Public. Logs in with a passkey: a WEAK session, as username-and-password login makes, under its
 * rate limits (429 RATE_LIMITED). 403 for an unknown or removed passkey or a failed check.
 */
export const passkeyLogin = endpoint(routes.passkeyLogin, {
  body: z.object({ response: WebAuthnJson }),
  response: Ok,
})

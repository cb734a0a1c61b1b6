import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { Created, Ok } from './common'
import {
  isPushAuthSecret,
  isUncompressedP256Key,
  WEB_PUSH_DEVICE_NAME_MAX_LENGTH,
  WEB_PUSH_ENDPOINT_MAX_LENGTH,
  WEB_PUSH_TOPICS,
} from './web-push-rules'

/**
 * Web Push subscriptions (issue 43): a person's devices that get push notifications, and the
 * topics each has on. Weak login is enough for all. Errors: webPushErrors in web-push-rules.ts;
 * an endpoint the server would not send to is 400 WEB_PUSH_ENDPOINT_NOT_ALLOWED.
 */

const topic = z.enum(WEB_PUSH_TOPICS)

const topics = z
  .array(topic)
  .max(WEB_PUSH_TOPICS.length)
  .refine((list) => new Set(list).size === list.length, 'topics must not repeat')

/** A name the person gives the device ("Firefox on Android"); blank is none */
const deviceName = z
  .string()
  .trim()
  .max(WEB_PUSH_DEVICE_NAME_MAX_LENGTH)
  .transform((v) => (v === '' ? null : v))
  .nullable()

/** GET vapid-public-key: the application server key for `pushManager.subscribe`; 404 WEB_PUSH_NOT_CONFIGURED without keys */
export const getWebPushVapidPublicKey = endpoint(routes.getWebPushVapidPublicKey, {
  response: z.object({ publicKey: z.string() }),
})

/**
 * The browser's `PushSubscription.toJSON()` and a device name. The same endpoint again for the
 * same person replaces the keys (and the name, when given) of its row: the answer is its id.
 */
export const WebPushSubscriptionBody = z.object({
  endpoint: z
    .string()
    .max(WEB_PUSH_ENDPOINT_MAX_LENGTH)
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'endpoint must be an http(s) URL'),
  /** Milliseconds since the epoch (or none), as the browser tells it; not stored */
  expirationTime: z.number().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  keys: z.object({
    p256dh: z.string().refine(isUncompressedP256Key, 'keys.p256dh must be an uncompressed P-256 key in base64url'),
    auth: z.string().refine(isPushAuthSecret, 'keys.auth must be 16 bytes in base64url'),
  }),
  deviceName: deviceName.optional(),
})
export type WebPushSubscriptionBody = z.input<typeof WebPushSubscriptionBody>

export const createWebPushSubscription = endpoint(routes.createWebPushSubscription, {
  body: WebPushSubscriptionBody,
  response: Created,
})

export const WebPushSubscription = z.object({
  id: z.uuid(),
  /** The push service's address of the device: the web finds its own device's row by it */
  endpoint: z.string(),
  deviceName: z.string().nullable(),
  topics: z.array(topic),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WebPushSubscription = z.infer<typeof WebPushSubscription>

/** The person's devices, newest first */
export const getWebPushSubscriptions = endpoint(routes.getWebPushSubscriptions, {
  response: z.array(WebPushSubscription),
})

const subscriptionParams = z.object({ id: z.uuid() })

export const WebPushSubscriptionUpdate = z.object({ topics, deviceName })
export type WebPushSubscriptionUpdate = z.input<typeof WebPushSubscriptionUpdate>

/** The topics the device has on (the rest off) and its name */
export const updateWebPushSubscription = endpoint(routes.updateWebPushSubscription, {
  params: subscriptionParams,
  body: WebPushSubscriptionUpdate,
  response: Ok,
})

/** The device gets no more notifications (its browser subscription is the web's to end) */
export const deleteWebPushSubscription = endpoint(routes.deleteWebPushSubscription, {
  params: subscriptionParams,
  response: Ok,
})

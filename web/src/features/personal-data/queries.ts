import { apiQuery } from '../../api/client'
import { authKeys } from '../../shared/auth'

export const personalDataKeys = {
  all: ['personal-data'] as const,
  emailVerification: () => [...personalDataKeys.all, 'email-verification'] as const,
  notificationSettings: () => [...personalDataKeys.all, 'notification-settings'] as const,
  passwordConstraints: () => [...personalDataKeys.all, 'password-constraints'] as const,
  passkeys: () => [...personalDataKeys.all, 'passkeys'] as const,
  pushKey: () => [...personalDataKeys.all, 'web-push', 'key'] as const,
  pushDevices: () => [...personalDataKeys.all, 'web-push', 'devices'] as const,
}

export const emailVerificationQuery = apiQuery(personalDataKeys.emailVerification(), 'getEmailVerificationStatus')

export const notificationSettingsQuery = apiQuery(personalDataKeys.notificationSettings(), 'getNotificationSettings')

// Configuration: the same for the whole visit
export const passwordConstraintsQuery = apiQuery(
  personalDataKeys.passwordConstraints(),
  'getPasswordConstraints',
  {},
  Infinity,
)

export const passkeysQuery = apiQuery(personalDataKeys.passkeys(), 'getPasskeys')

/** The server's VAPID key: configuration, the same for the whole visit (a 404: push is off) */
export const pushKeyQuery = apiQuery(personalDataKeys.pushKey(), 'getWebPushVapidPublicKey', {}, Infinity)

export const pushDevicesQuery = apiQuery(personalDataKeys.pushDevices(), 'getWebPushSubscriptions')

/**
 * What a change of the details or the credentials makes stale: the status (the header's name and
 * its missing-email mark, the username) and this page's reads.
 */
export const detailsChangeInvalidates = [authKeys.status, personalDataKeys.all]

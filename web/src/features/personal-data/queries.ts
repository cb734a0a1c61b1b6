import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../api/client'
import { authKeys } from '../../shared/auth'

export const personalDataKeys = {
  all: ['personal-data'] as const,
  emailVerification: () => [...personalDataKeys.all, 'email-verification'] as const,
  notificationSettings: () => [...personalDataKeys.all, 'notification-settings'] as const,
  passwordConstraints: () => [...personalDataKeys.all, 'password-constraints'] as const,
  passkeys: () => [...personalDataKeys.all, 'passkeys'] as const,
}

export const emailVerificationQuery = queryOptions({
  queryKey: personalDataKeys.emailVerification(),
  queryFn: () => apiCall('getEmailVerificationStatus'),
})

export const notificationSettingsQuery = queryOptions({
  queryKey: personalDataKeys.notificationSettings(),
  queryFn: () => apiCall('getNotificationSettings'),
})

export const passwordConstraintsQuery = queryOptions({
  queryKey: personalDataKeys.passwordConstraints(),
  queryFn: () => apiCall('getPasswordConstraints'),
  // Configuration: the same for the whole visit
  staleTime: Infinity,
})

export const passkeysQuery = queryOptions({
  queryKey: personalDataKeys.passkeys(),
  queryFn: () => apiCall('getPasskeys'),
})

/**
 * What a change of the details or the credentials makes stale: the status (the header's name and
 * its missing-email mark, the username) and this page's reads.
 */
export const detailsChangeInvalidates = [authKeys.status, personalDataKeys.all]

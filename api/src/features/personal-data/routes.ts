import type { FastifyInstance } from 'fastify'
import {
  deletePasskey,
  getEmailVerificationStatus,
  getNotificationSettings,
  getPasskeyRegistrationOptions,
  getPasskeys,
  getPasswordConstraints,
  registerPasskey,
  renamePasskey,
  sendEmailVerificationCode,
  updateNotificationSettings,
  updatePersonalData,
  updateWeakLoginCredentials,
  verifyEmail,
} from '@citizen/contract'
import { route } from '../../platform/route'
import * as service from './service'
import * as commands from './commands'
import * as passkeys from './passkeys'
import { REQUIRED_ACCESS as access } from './policy'

const ok = { ok: true as const }

/**
 * Personal details, email verification, notification settings, username-and-password login and
 * passkeys (spec 001 "Personal details", reference §13). The login level of each call is the
 * policy's (REQUIRED_ACCESS).
 */
export async function personalDataRoutes(app: FastifyInstance): Promise<void> {
  const webauthn = app.config.webauthn

  route(app, updatePersonalData, access.UPDATE_DETAILS, async ({ db, actor, body, now }) => {
    await commands.updatePersonalData(db, actor, body, now)
    return ok
  })
  route(app, getEmailVerificationStatus, access.READ, ({ db, actor, now }) =>
    service.getEmailVerificationStatus(db, actor, now),
  )
  route(app, sendEmailVerificationCode, access.SEND_VERIFICATION_CODE, ({ db, actor, now }) =>
    commands.sendEmailVerificationCode(db, actor, now),
  )
  route(app, verifyEmail, access.VERIFY_EMAIL, async ({ db, actor, body, now }) => {
    await commands.verifyEmail(db, actor, body, now)
    return ok
  })
  route(app, getNotificationSettings, access.READ, ({ db, actor }) => service.getNotificationSettings(db, actor))
  route(app, updateNotificationSettings, access.UPDATE_NOTIFICATION_SETTINGS, async ({ db, actor, body }) => {
    await commands.updateNotificationSettings(db, actor, body)
    return ok
  })
  route(app, getPasswordConstraints, access.READ, async () => service.passwordConstraints())
  route(app, updateWeakLoginCredentials, access.UPDATE_CREDENTIALS, async ({ db, actor, body }) => {
    await commands.updateWeakLoginCredentials(db, actor, body)
    return ok
  })

  route(app, getPasskeyRegistrationOptions, access.REGISTER_PASSKEY, ({ db, actor, now }) =>
    passkeys.registrationOptions(db, webauthn, actor, now),
  )
  route(app, registerPasskey, access.REGISTER_PASSKEY, ({ db, actor, body, now }) =>
    passkeys.registerPasskey(db, webauthn, actor, body, now),
  )
  route(app, getPasskeys, access.READ, ({ db, actor }) => service.getPasskeys(db, actor))
  route(app, renamePasskey, access.RENAME_PASSKEY, ({ db, actor, params, body }) =>
    passkeys.renamePasskey(db, actor, params.passkeyId, body.name),
  )
  route(app, deletePasskey, access.DELETE_PASSKEY, async ({ db, actor, params }) => {
    await passkeys.deletePasskey(db, actor, params.passkeyId)
    return ok
  })
}

import type { FastifyInstance } from 'fastify'
import {
  devApplicationAction,
  devCalendarFixtures,
  devCreateApplication,
  devCreateChildImage,
  devCreateAssistanceDecision,
  devCreateFeeDecision,
  devCreatePreschoolAssistanceDecision,
  devCreateVoucherValueDecision,
  devEmails,
  devIncomeFixtures,
  devLogin,
  devReset,
  devRunJobs,
  devMessagingFixtures,
  devStaffMessage,
  devStaffReply,
  devPersonCredentials,
  devCreateDocumentTemplate,
  devCreateChildDocument,
  devCreateCalendarEvent,
  devCreatePedagogicalDocument,
  devCreateHolidayPeriod,
  devCreateHolidayQuestionnaire,
  devCreateServiceApplication,
  devDecideServiceApplication,
  devCreateIncomeStatement,
  devMarkIncomeStatementHandled,
  devCreatePartnership,
  devDecideAbsenceApplication,
} from '@citizen/contract'
import { route } from '../platform/route'
import { badRequest, notFound } from '../platform/errors'
import { findPersonBySsn } from '../features/auth/queries'
import { startSession } from '../platform/session'
import { deleteAll, loadDemoMunicipality } from './demo-municipality'
import { createDevApplication, runDevApplicationAction } from './applications'
import {
  insertDevAssistanceDecision,
  insertDevFeeDecision,
  insertDevPreschoolAssistanceDecision,
  insertDevVoucherValueDecision,
} from './decisions'
import { enqueueJob, runDueJobs, withJobsPaused } from '../platform/jobs'
import { isRetryable, transactionWithRetry } from '../platform/db/retry'
import { pgError } from '../platform/db/errors'
import { jobRegistry } from '../jobs'
import { insertDevCalendarFixtures } from './calendar'
import { insertDevIncomeFixtures } from './income'
import { insertDevChildImage, sniffImageType } from './child-images'
import { listOutbox } from '../platform/email/outbox'
import { insertDevMessagingFixtures, sendDevStaffMessage, sendDevStaffReply } from './messages'
import { setDevPersonCredentials } from './credentials'
import { insertDevIncomeStatement, insertDevPartnership, markDevIncomeStatementHandled } from './income-statements'
import { insertDevCalendarEvent } from './calendar-events'
import { insertDevChildDocument, insertDevDocumentTemplate, insertDevPedagogicalDocument } from './documents'
import { insertDevHolidayPeriod, insertDevHolidayQuestionnaire } from './holiday-periods'
import { decideDevServiceApplication, insertDevServiceApplication } from './service-applications'
import { decideDevAbsenceApplication } from './absence-applications'

/** Test and development aids; registered only when DEV_API is on (never in production). */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  // No job runs meanwhile (it deadlocked against one that held rows in two tables). A request
  // still running from the last test may hold rows the reset deletes: a deadlock ends one of the
  // two, and then the reset runs again. Such a request may also insert a row the demo then inserts
  // too (a unique violation, seen once in CI): the reset runs again likewise.
  route(app, devReset, 'public', async ({ db, today, now }) =>
    withJobsPaused(db, async (conn) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await deleteAll(conn)
          return { personas: await loadDemoMunicipality(conn, today, now, app.files) }
        } catch (e) {
          if (attempt >= 3 || !(isRetryable(e) || pgError(e)?.code === '23505')) throw e
        }
      }
    }),
  )

  route(app, devLogin, 'public', async ({ db, request, reply, body }) => {
    const person = await findPersonBySsn(db, body.ssn)
    if (!person) throw notFound('No person with that ssn')
    await startSession(db, request, reply, {
      personId: person.id,
      authLevel: body.authLevel,
      authType: body.authLevel === 'STRONG' ? 'dev' : 'weak',
    })
    return { personId: person.id }
  })

  // Applications in any status and the staff-side steps (documented in ./applications.ts)
  route(app, devCreateApplication, 'public', async ({ db, body, today, now }) => ({
    id: await createDevApplication(db, body, today, now),
  }))

  route(app, devApplicationAction, 'public', async ({ db, params, today, now }) => {
    await runDevApplicationAction(db, params.applicationId, params.action, today, now)
    return { ok: true as const }
  })

  // Finance and assistance decisions (documented in ./decisions.ts)
  route(app, devCreateFeeDecision, 'public', async ({ db, body, now }) => ({
    id: await db.transaction().execute((tx) => insertDevFeeDecision(tx, body, now)),
  }))

  route(app, devCreateVoucherValueDecision, 'public', async ({ db, body, now }) => ({
    id: await db.transaction().execute((tx) => insertDevVoucherValueDecision(tx, body, now)),
  }))

  route(app, devCreateAssistanceDecision, 'public', async ({ db, body, today }) => ({
    id: await db.transaction().execute((tx) => insertDevAssistanceDecision(tx, body, today)),
  }))

  route(app, devCreatePreschoolAssistanceDecision, 'public', async ({ db, body, today }) => ({
    id: await db.transaction().execute((tx) => insertDevPreschoolAssistanceDecision(tx, body, today)),
  }))

  route(app, devCalendarFixtures, 'public', async ({ db, body }) => {
    await db.transaction().execute((tx) => insertDevCalendarFixtures(tx, body))
    return {}
  })

  route(app, devIncomeFixtures, 'public', async ({ db, body, now }) => {
    await db.transaction().execute((tx) => insertDevIncomeFixtures(tx, body, now))
    return {}
  })

  route(app, devMessagingFixtures, 'public', async ({ db, body }) => {
    await db.transaction().execute((tx) => insertDevMessagingFixtures(tx, body))
    return {}
  })

  route(app, devStaffMessage, 'public', ({ db, body, now }) =>
    db.transaction().execute((tx) => sendDevStaffMessage(tx, app.files, body, now)),
  )

  route(app, devStaffReply, 'public', ({ db, params, body, now }) =>
    db.transaction().execute((tx) => sendDevStaffReply(tx, params.messageId, body, now)),
  )

  // Calendar events, attendees and discussion times (documented in ./calendar-events.ts)
  route(app, devCreateCalendarEvent, 'public', ({ db, body }) =>
    db.transaction().execute((tx) => insertDevCalendarEvent(tx, body)),
  )

  // Document templates, child documents and pedagogical documents (documented in ./documents.ts)
  route(app, devCreateDocumentTemplate, 'public', async ({ db, body }) => ({
    id: await db.transaction().execute((tx) => insertDevDocumentTemplate(tx, body)),
  }))
  route(app, devCreateChildDocument, 'public', async ({ db, body, now }) => ({
    id: await db.transaction().execute((tx) => insertDevChildDocument(tx, body, now)),
  }))
  route(app, devCreatePedagogicalDocument, 'public', async ({ db, body, now }) => ({
    id: await db.transaction().execute((tx) => insertDevPedagogicalDocument(tx, app.files, body, now)),
  }))

  // Holiday periods and questionnaires (documented in ./holiday-periods.ts)
  route(app, devCreateHolidayPeriod, 'public', async ({ db, body }) => ({
    id: await db.transaction().execute((tx) => insertDevHolidayPeriod(tx, body)),
  }))
  route(app, devCreateHolidayQuestionnaire, 'public', async ({ db, body }) => ({
    id: await db.transaction().execute((tx) => insertDevHolidayQuestionnaire(tx, body)),
  }))
  // Service applications and the unit manager's decisions (documented in ./service-applications.ts)
  route(app, devCreateServiceApplication, 'public', async ({ db, body, now }) => ({
    id: await db.transaction().execute((tx) => insertDevServiceApplication(tx, body, now)),
  }))
  route(app, devDecideServiceApplication, 'public', async ({ db, params, body, now }) => {
    await db.transaction().execute((tx) => decideDevServiceApplication(tx, params.id, body, now))
    return { ok: true as const }
  })
  route(app, devCreateIncomeStatement, 'public', async ({ db, body, now }) => ({
    id: await db.transaction().execute((tx) => insertDevIncomeStatement(tx, app.files, body, now)),
  }))
  route(app, devMarkIncomeStatementHandled, 'public', async ({ db, params, body, now }) => {
    await db.transaction().execute((tx) => markDevIncomeStatementHandled(tx, params.incomeStatementId, body, now))
    return { ok: true as const }
  })
  route(app, devCreatePartnership, 'public', async ({ db, body }) => ({
    id: await db.transaction().execute((tx) => insertDevPartnership(tx, body)),
  }))
  // The unit head's decision on an absence application (documented in ./absence-applications.ts)
  route(app, devDecideAbsenceApplication, 'public', async ({ db, params, body, now, today }) => {
    // An accepted one marks the child's days under the calendar's lock (transactionWithRetry's rule)
    await transactionWithRetry(db, (tx) => decideDevAbsenceApplication(tx, params.id, body, now, today))
    return { ok: true as const }
  })

  // Email, verified email, username and password, passkeys (documented in ./credentials.ts)
  route(app, devPersonCredentials, 'public', async ({ db, params, body }) => {
    await db.transaction().execute((tx) => setDevPersonCredentials(tx, params.personId, body))
    return {}
  })

  // The bytes must be the image type they claim: the citizen endpoint serves them under that type
  route(app, devCreateChildImage, 'public', async ({ db, body }) => {
    const bytes = Buffer.from(body.data, 'base64')
    if (sniffImageType(bytes) !== body.contentType) throw badRequest(`The data is not ${body.contentType}`)
    return db.transaction().execute((tx) => insertDevChildImage(tx, { ...body, bytes }))
  })

  // Runs the daily and periodic jobs (sending the emails among them) and whatever else is due,
  // now (at the mocked time when one is sent)
  route(app, devRunJobs, 'public', async ({ db, request, now }) => {
    for (const [type, def] of Object.entries(jobRegistry)) if (def.daily || def.everyMinutes) await enqueueJob(db, type)
    return {
      ran: await runDueJobs(jobRegistry, { db, files: app.files, config: app.config, log: request.log }, { now }),
    }
  })

  // What was sent and, without SMTP settings, what would have been
  route(app, devEmails, 'public', ({ db }) => listOutbox(db, app.config.email.linkBaseUrl))
}

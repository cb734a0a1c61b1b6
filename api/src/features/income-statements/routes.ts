import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  createChildIncomeStatement,
  createIncomeStatement,
  deleteIncomeStatement,
  getChildIncomeStatementStartDates,
  getChildIncomeStatements,
  getIncomeStatement,
  getIncomeStatementChildren,
  getIncomeStatementPartner,
  getIncomeStatementStartDates,
  getIncomeStatements,
  updateIncomeStatement,
  updateSentIncomeStatement,
  uploadIncomeStatementAttachment,
  uploadUnlinkedIncomeStatementAttachment,
} from '@citizen/contract'
import { route } from '../../platform/route'
import { uploadPipeline } from '../../platform/uploads/pipeline'
import { cleanFilename } from '../attachments/public'
import * as service from './service'
import * as commands from './commands'

/**
 * Income statements (spec 002 "Income list", "Income forms", the income calls; reference §9,
 * §10): strong sessions only (spec 000 route table), the user's own and their guardian
 * children's statements, and their typed attachment uploads.
 */
export async function incomeStatementRoutes(app: FastifyInstance): Promise<void> {
  const uploads = await uploadPipeline(app)
  const services = (request: FastifyRequest) => ({ db: app.db, files: app.files, log: request.log })

  route(app, getIncomeStatements, 'strong', ({ db, actor, query }) => service.getOwnStatements(db, actor, query.page))
  route(app, createIncomeStatement, 'strong', ({ db, actor, query, body, now, today }) =>
    commands.createStatement(db, actor.personId, body, { actor, draft: query.draft, now, today }),
  )
  route(app, getIncomeStatementStartDates, 'strong', ({ db, actor }) =>
    service.getStartDates(db, actor, actor.personId),
  )
  route(app, getIncomeStatementPartner, 'strong', ({ db, actor, today }) => service.getPartner(db, actor, today))
  route(app, getIncomeStatementChildren, 'strong', ({ db, actor }) => service.getChildren(db, actor))
  route(app, getChildIncomeStatements, 'strong', ({ db, actor, params, query }) =>
    service.getChildStatements(db, actor, params.childId, query.page),
  )
  route(app, createChildIncomeStatement, 'strong', ({ db, actor, params, query, body, now, today }) =>
    commands.createStatement(db, params.childId, body, { actor, draft: query.draft, now, today }),
  )
  route(app, getChildIncomeStatementStartDates, 'strong', ({ db, actor, params }) =>
    service.getStartDates(db, actor, params.childId),
  )
  route(app, getIncomeStatement, 'strong', ({ db, actor, params }) =>
    service.getStatement(db, actor, params.incomeStatementId),
  )
  route(app, updateIncomeStatement, 'strong', async ({ db, actor, params, query, body, now, today }) => {
    await commands.updateStatement(db, params.incomeStatementId, body, { actor, draft: query.draft, now, today })
    return { ok: true as const }
  })
  route(app, updateSentIncomeStatement, 'strong', async ({ db, actor, params, body, now, today }) => {
    await commands.updateSentStatement(db, params.incomeStatementId, body, { actor, now, today })
    return { ok: true as const }
  })
  route(app, deleteIncomeStatement, 'strong', async ({ request, actor, params }) => {
    await commands.deleteStatement(services(request), actor, params.incomeStatementId)
    return { ok: true as const }
  })

  const upload = async (
    request: FastifyRequest,
    sessionId: string,
    actor: Parameters<typeof commands.addStatementAttachment>[1]['actor'],
    statementId: string | null,
    type: Parameters<typeof commands.addStatementAttachment>[1]['type'],
    now: Date,
  ) => {
    const id = await uploads.receive(request, sessionId, {
      authorize: () => commands.checkMayUpload(app.db, actor.personId, statementId),
      store: ({ filename, contentType, file }) =>
        commands.addStatementAttachment(services(request), {
          actor,
          statementId,
          type,
          name: cleanFilename(filename),
          contentType,
          file,
          now,
        }),
    })
    return { id }
  }
  route(app, uploadIncomeStatementAttachment, 'strong', ({ request, user, actor, params, query, now }) =>
    upload(request, user.id, actor, params.incomeStatementId, query.attachmentType, now),
  )
  route(app, uploadUnlinkedIncomeStatementAttachment, 'strong', ({ request, user, actor, query, now }) =>
    upload(request, user.id, actor, null, query.attachmentType, now),
  )
}

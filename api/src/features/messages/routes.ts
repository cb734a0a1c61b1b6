import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  archiveThread,
  getMessageRecipients,
  getMyMessageAccount,
  getReceivedMessages,
  getUnreadMessageCount,
  markLastReceivedMessageUnread,
  markThreadRead,
  replyToMessage,
  sendMessage,
  uploadMessageAttachment,
} from '@citizen/contract'
import { route } from '../../platform/route'
import { uploadPipeline } from '../../platform/uploads/pipeline'
import * as service from './service'
import * as commands from './commands'

/**
 * Messages with staff (spec 001 "Messages", reference §12). A weak session reads and writes;
 * a sensitive thread is redacted for it (service.getReceived).
 */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const uploads = await uploadPipeline(app)
  const services = (request: FastifyRequest) => ({ db: app.db, files: app.files, log: request.log })

  route(app, getMyMessageAccount, 'weak', ({ db, actor, today }) => service.getMyAccount(db, actor, today))
  route(app, getUnreadMessageCount, 'weak', ({ db, actor }) => service.getUnreadCount(db, actor))
  // Ten threads with their messages (~20 kB): the compiled check, no copy of the answer
  route(
    app,
    getReceivedMessages,
    'weak',
    ({ db, actor, query, today }) => service.getReceived(db, actor, query.page, today),
    {
      compiledResponse: true,
    },
  )
  route(app, getMessageRecipients, 'weak', ({ db, actor, today }) => service.getRecipients(db, actor, today))
  route(app, markThreadRead, 'weak', ({ db, actor, params, now }) =>
    service.threadCommand(db, actor, params.threadId, 'read', now),
  )
  route(app, markLastReceivedMessageUnread, 'weak', ({ db, actor, params, now }) =>
    service.threadCommand(db, actor, params.threadId, 'unread', now),
  )
  route(app, archiveThread, 'weak', ({ db, actor, params, now }) =>
    service.threadCommand(db, actor, params.threadId, 'archive', now),
  )
  route(app, sendMessage, 'weak', ({ db, actor, body, today, now }) =>
    commands.sendMessage(db, actor, body, today, now),
  )
  route(app, replyToMessage, 'weak', ({ db, actor, params, body, today, now }) =>
    commands.replyToMessage(db, actor, params.messageId, body, today, now),
  )
  route(app, uploadMessageAttachment, 'weak', async ({ request, user, actor, today, now }) => {
    const id = await uploads.receive(request, user.id, {
      authorize: () => commands.checkMayUploadMessageAttachment(app.db, user.personId, today),
      store: ({ filename, contentType, file }) =>
        commands.addMessageAttachment(services(request), { actor, filename, contentType, file, now }),
    })
    return { id }
  })
}

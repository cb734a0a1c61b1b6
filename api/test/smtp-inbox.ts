/**
 * A real SMTP server (the smtp-server package) in the test process, on a free local port,
 * keeping what it receives parsed (mailparser), for the email tests. `reject` makes it refuse
 * every recipient (a failing SMTP server); `delayMs` slows each message down (concurrent senders).
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'

export interface ReceivedEmail {
  envelopeTo: string[]
  messageId: string
  from: string
  replyTo: string
  to: string
  subject: string
  text: string
  html: string
}

export async function startSmtpInbox() {
  const received: ReceivedEmail[] = []
  const state = { reject: false, delayMs: 0 }
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: the sender would otherwise upgrade to TLS with no certificate to trust
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.reject ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null)
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs))
          received.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            messageId: mail.messageId ?? '',
            from: mail.from?.text ?? '',
            replyTo: mail.replyTo?.text ?? '',
            to: [mail.to ?? []].flat().map((a) => a.text)[0] ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
          })
          callback()
        })
        .catch((e: Error) => callback(e))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

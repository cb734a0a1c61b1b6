/** What other features use of income statements: the attachments feature's delete of a linked file */
export { lockStatementForAttachmentDelete } from './commands'

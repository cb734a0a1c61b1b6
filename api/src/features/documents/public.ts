/** What other features use of documents: a pedagogical document's attachment for the shared file route */
export { openPedagogicalAttachment } from './service'

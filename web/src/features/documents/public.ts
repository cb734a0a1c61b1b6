/** What other features and the shell may use of the documents feature. */
export { PedagogicalDocumentsSection, ChildDocumentsSection } from './sections'
export { UnansweredDocumentsNotice } from './unanswered-notice'
export { useChildUnreadCounts } from './unread'
export { documentKeys } from './queries'
export { texts as documentTexts } from './i18n/texts'
export { useDocumentTexts } from './i18n'

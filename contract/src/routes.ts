/**
 * Method and path of every API endpoint. Kept free of zod so the web app can import it without
 * shipping the schemas; the schema modules build their endpoints from these entries, so a path
 * is written once. The key is the endpoint's export name.
 */
export const routes = {
  getAuthStatus: { method: 'GET', path: '/api/citizen/auth/status' },
  weakLogin: { method: 'POST', path: '/api/citizen/auth/weak-login' },
  logout: { method: 'POST', path: '/api/citizen/auth/logout' },
  getCurrentSystemNotification: { method: 'GET', path: '/api/citizen/public/system-notifications/current' },
  getChildren: { method: 'GET', path: '/api/citizen/children' },
  getPublicUnits: { method: 'GET', path: '/api/citizen/public/units/:applicationType' },
  getApplicationUnits: { method: 'GET', path: '/api/citizen/units' },
  mapAutocomplete: { method: 'GET', path: '/api/citizen/public/map-api/autocomplete' },
  mapQuery: { method: 'POST', path: '/api/citizen/public/map-api/query' },
  getApplicationsByGuardian: { method: 'GET', path: '/api/citizen/applications/by-guardian' },
  getApplicationNotifications: { method: 'GET', path: '/api/citizen/applications/by-guardian/notifications' },
  getApplicationChildren: { method: 'GET', path: '/api/citizen/applications/children' },
  getApplication: { method: 'GET', path: '/api/citizen/applications/:applicationId' },
  createApplication: { method: 'POST', path: '/api/citizen/applications' },
  saveApplicationDraft: { method: 'PUT', path: '/api/citizen/applications/:applicationId/draft' },
  updateApplication: { method: 'PUT', path: '/api/citizen/applications/:applicationId' },
  sendApplication: { method: 'POST', path: '/api/citizen/applications/:applicationId/actions/send-application' },
  deleteApplication: { method: 'DELETE', path: '/api/citizen/applications/:applicationId' },
  getApplicationDuplicates: { method: 'GET', path: '/api/citizen/applications/duplicates/:childId' },
  getActivePlacementsByApplicationType: { method: 'GET', path: '/api/citizen/applications/active-placements/:childId' },
  getClubTerms: { method: 'GET', path: '/api/citizen/public/club-terms' },
  getPreschoolTerms: { method: 'GET', path: '/api/citizen/public/preschool-terms' },
  getServiceNeedOptions: { method: 'GET', path: '/api/citizen/public/service-needs/options' },
  getApplicationDecisions: { method: 'GET', path: '/api/citizen/applications/:applicationId/decisions' },
  acceptDecision: { method: 'POST', path: '/api/citizen/applications/:applicationId/actions/accept-decision' },
  rejectDecision: { method: 'POST', path: '/api/citizen/applications/:applicationId/actions/reject-decision' },
  getDecisions: { method: 'GET', path: '/api/citizen/decisions' },
  getFinanceDecisions: { method: 'GET', path: '/api/citizen/finance-decisions/by-liable-citizen' },
  getAssistanceDecisions: { method: 'GET', path: '/api/citizen/assistance-need-decisions' },
  getAssistanceDecision: { method: 'GET', path: '/api/citizen/children/assistance-need-decision/:id' },
  markAssistanceDecisionRead: { method: 'POST', path: '/api/citizen/children/assistance-need-decision/:id/read' },
  getAssistanceDecisionUnreadCounts: {
    method: 'GET',
    path: '/api/citizen/children/assistance-need-decisions/unread-counts',
  },
  getPreschoolAssistanceDecisions: { method: 'GET', path: '/api/citizen/assistance-need-preschool-decisions' },
  getPreschoolAssistanceDecision: {
    method: 'GET',
    path: '/api/citizen/children/assistance-need-preschool-decisions/:id',
  },
  markPreschoolAssistanceDecisionRead: {
    method: 'PUT',
    path: '/api/citizen/children/assistance-need-preschool-decisions/:id/read',
  },
  getPreschoolAssistanceDecisionUnreadCounts: {
    method: 'GET',
    path: '/api/citizen/children/assistance-need-preschool-decisions/unread-counts',
  },
  getApplicationProcessMetadata: { method: 'GET', path: '/api/citizen/process-metadata/applications/:id' },
  getFeeDecisionProcessMetadata: { method: 'GET', path: '/api/citizen/process-metadata/fee-decisions/:id' },
  getVoucherValueDecisionProcessMetadata: {
    method: 'GET',
    path: '/api/citizen/process-metadata/voucher-value-decisions/:id',
  },
  getReservations: { method: 'GET', path: '/api/citizen/reservations' },
  postReservations: { method: 'POST', path: '/api/citizen/reservations' },
  postAbsences: { method: 'POST', path: '/api/citizen/absences' },
  getPreschoolOperationalDates: { method: 'POST', path: '/api/citizen/preschool-operational-dates' },
  getDailyServiceTimeNotifications: { method: 'GET', path: '/api/citizen/daily-service-time-notifications' },
  dismissDailyServiceTimeNotifications: { method: 'POST', path: '/api/citizen/daily-service-time-notifications' },
  getExpiringIncome: { method: 'GET', path: '/api/citizen/income/expiring' },
  getMyMessageAccount: { method: 'GET', path: '/api/citizen/messages/my-account' },
  getUnreadMessageCount: { method: 'GET', path: '/api/citizen/messages/unread-count' },
  getReceivedMessages: { method: 'GET', path: '/api/citizen/messages/received' },
  getMessageRecipients: { method: 'GET', path: '/api/citizen/messages/recipients' },
  markThreadRead: { method: 'PUT', path: '/api/citizen/messages/threads/:threadId/read' },
  markLastReceivedMessageUnread: {
    method: 'PUT',
    path: '/api/citizen/messages/threads/:threadId/last-received-message/read',
  },
  archiveThread: { method: 'PUT', path: '/api/citizen/messages/threads/:threadId/archive' },
  sendMessage: { method: 'POST', path: '/api/citizen/messages' },
  replyToMessage: { method: 'POST', path: '/api/citizen/messages/:messageId/reply' },
  deleteAttachment: { method: 'DELETE', path: '/api/citizen/attachments/:attachmentId' },
  // File endpoints (fileEndpoint): the web links to them or posts a form
  uploadApplicationAttachment: { method: 'POST', path: '/api/citizen/attachments/applications/:applicationId' },
  uploadMessageAttachment: { method: 'POST', path: '/api/citizen/attachments/messages' },
  downloadAttachment: { method: 'GET', path: '/api/citizen/attachments/:attachmentId/download/:requestedFilename' },
  getChildImage: { method: 'GET', path: '/api/citizen/child-images/:imageId' },
  getApplicationDecisionPdf: { method: 'GET', path: '/api/citizen/decisions/:id/download' },
  getFeeDecisionPdf: { method: 'GET', path: '/api/citizen/fee-decisions/:id/download' },
  getVoucherValueDecisionPdf: { method: 'GET', path: '/api/citizen/voucher-value-decisions/:id/download' },
  getAssistanceDecisionPdf: { method: 'GET', path: '/api/citizen/children/assistance-need-decision/:id/pdf' },
  getPreschoolAssistanceDecisionPdf: {
    method: 'GET',
    path: '/api/citizen/children/assistance-need-preschool-decisions/:id/pdf',
  },
} as const

/**
 * The dev API (staff actions and fixtures; never served in production). Apart from `routes` so
 * that the web app, which calls none of them, does not carry them in its entry chunk.
 */
export const devRoutes = {
  devReset: { method: 'POST', path: '/api/dev/reset' },
  devLogin: { method: 'POST', path: '/api/dev/login' },
  devCreateApplication: { method: 'POST', path: '/api/dev/applications' },
  devApplicationAction: { method: 'POST', path: '/api/dev/applications/:applicationId/actions/:action' },
  devRunJobs: { method: 'POST', path: '/api/dev/run-jobs' },
  devEmails: { method: 'GET', path: '/api/dev/emails' },
  devCalendarFixtures: { method: 'POST', path: '/api/dev/calendar' },
  devIncomeFixtures: { method: 'POST', path: '/api/dev/income' },
  devCreateChildImage: { method: 'POST', path: '/api/dev/child-images' },
  devCreateFeeDecision: { method: 'POST', path: '/api/dev/fee-decisions' },
  devCreateVoucherValueDecision: { method: 'POST', path: '/api/dev/voucher-value-decisions' },
  devCreateAssistanceDecision: { method: 'POST', path: '/api/dev/assistance-decisions' },
  devCreatePreschoolAssistanceDecision: { method: 'POST', path: '/api/dev/preschool-assistance-decisions' },
  devMessagingFixtures: { method: 'POST', path: '/api/dev/messaging' },
  devStaffMessage: { method: 'POST', path: '/api/dev/messages' },
  devStaffReply: { method: 'POST', path: '/api/dev/messages/:messageId/reply' },
} as const

export type RouteName = keyof typeof routes | keyof typeof devRoutes

import type { AbsenceApplicationTexts } from './fi'

export const en: AbsenceApplicationTexts = {
  section: {
    title: 'Absence applications',
    intro:
      'A child may be absent from preschool for more than a week only for an acceptable reason. Apply for the absence; the head of the unit decides on it.',
    none: 'No absence applications have been made for the child.',
    new: 'New absence application',
    period: 'Period',
    description: 'Reason',
    status: 'Status',
    sent: 'Sent',
    decided: 'Decided',
    rejectedReason: 'Reason for rejection',
    statuses: { WAITING_DECISION: 'Waiting for a decision', ACCEPTED: 'Accepted', REJECTED: 'Rejected' },
    cancel: 'Withdraw application',
    cancelTitle: 'Withdraw the absence application?',
    cancelText: (period: string) =>
      `The application for ${period} is withdrawn and deleted. The unit will not process it. You can make a new application if needed.`,
    cancelConfirm: 'Withdraw application',
    keep: 'Do not withdraw',
    cancelled: 'The absence application was withdrawn',
    cancelFailed: 'Withdrawing the application failed',
    alreadyDecided: 'The application has already been decided and can no longer be withdrawn.',
  },
  form: {
    title: 'Absence application',
    back: "Back to the child's page",
    intro:
      "Apply for an absence from preschool when the child is away for more than a week for a reason other than illness. The head of the unit processes the application, and the decision shows on the child's page.",
    child: 'Child',
    allowed: "You can apply for these periods (the child's preschool):",
    noAllowed: 'The child has no upcoming preschool, so an absence application cannot be made.',
    range: 'Period of absence',
    rangeHint: 'dd.mm.yyyy – dd.mm.yyyy',
    description: 'Reason for the absence',
    descriptionHint: 'Tell why the child is away from preschool.',
    confirm:
      "I confirm that the information is correct and that I will see to it that the goals of the child's preschool education are met during the absence.",
    send: 'Send application',
    cancel: 'Cancel',
    sent: 'The absence application was sent',
    failed: 'Sending the application failed',
    errorSummary: 'Check these details:',
    kept: 'The form has your earlier input that was not yet sent.',
    leaveTitle: 'Leave the form?',
    leaveText: 'The application has not been sent. What you entered will be lost.',
    leave: 'Leave',
    stay: 'Continue the application',
    errors: {
      required: 'Required',
      tooLong: 'The text is too long',
      beforeToday: 'The period cannot start before today',
      invalidDateRange:
        'The child does not have preschool on every day of the period. Choose a time from those listed above.',
      confirm: 'Confirm the information',
    },
    serverErrors: {
      startBeforeToday: 'The period cannot start before today.',
      noPreschool: 'The child has no upcoming preschool.',
      invalidDateRange: 'The child does not have preschool on every day of the chosen period.',
    },
  },
}

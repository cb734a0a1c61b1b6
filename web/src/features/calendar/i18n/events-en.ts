import { formatDate, isoWeekday } from '@citizen/contract/web'
import type { CalendarEventTexts } from './events-fi'

/** A discussion time's day with its weekday: the options read as the days they are */
const day = (date: string) =>
  `${['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][isoWeekday(date) - 1]} ${formatDate(date)}`

export const en: CalendarEventTexts = {
  events: {
    heading: 'Events',
    count: (n) => (n === 1 ? '1 event' : `${n} events`),
    download: 'Download to calendar (.ics)',
    downloadLabel: (title) => `Download the event ${title} to your calendar`,
    period: (start, end) => (start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`),
    loadFailed: 'The events could not be loaded.',
  },
  discussions: {
    open: 'Discussion times',
    title: 'Discussion times',
    intro:
      "Book a time for a discussion about your child's early childhood education. You can cancel until two working days before.",
    none: 'There are no open discussion surveys for your children.',
    reserved: (date, start, end) => `Booked ${day(date)} at ${start}–${end}`,
    notReserved: 'Not booked',
    choose: 'Choose a time',
    show: 'Show',
    bookedTime: 'Discussion time',
    close: 'Close',
  },
  reservation: {
    title: 'Book a discussion time',
    child: 'Child',
    survey: 'Survey',
    timeLabel: 'Choose one free time',
    time: (date, start, end) => `${day(date)} at ${start}–${end}`,
    noFreeTimes: 'There are no free times left. Please contact the staff.',
    required: 'Choose a time before confirming.',
    confirm: 'Confirm the booking',
    cancel: 'Cancel',
    back: 'Back',
    booked: (date, start, end) => `Booked time: ${day(date)} at ${start}–${end}`,
    cancelReservation: 'Cancel the booking',
    cancelTitle: 'Cancel the discussion time?',
    cancelText: (time) => `The time ${time} becomes free for others. You can book a new time if free times remain.`,
    cancelConfirm: 'Cancel the booking',
    keep: 'Keep it',
    deadlinePassed:
      'The deadline for cancelling has passed. Please contact the staff if you want to cancel or change the time.',
    alreadyReserved: 'The time was just booked by someone else. Please choose another time.',
    deadlineError: 'The time can no longer be booked or cancelled: the deadline has passed.',
    failureTitle: 'The booking failed',
    saved: 'Discussion time booked',
    cancelled: 'Discussion time cancelled',
    notFound: 'The survey was not found.',
  },
  subscription: {
    heading: 'Calendar subscription',
    intro:
      "Subscribe to your children's reservations, absences, events and discussion times in your own calendar app. The address is secret: anyone who has it can see the calendar.",
    none: 'You have no calendar subscription.',
    active: (date) => `The subscription is in use (created ${date}).`,
    onceOnly: 'Copy the address now: for security it is shown only once.',
    hiddenUrl: 'The address was shown when it was created. If you did not save it, create a new address.',
    urlLabel: 'Subscription address',
    copy: 'Copy the address',
    copied: 'Address copied',
    create: 'Create a subscription address',
    renew: 'Create a new address',
    revoke: 'Remove the subscription',
    renewTitle: 'Create a new address?',
    renewText: 'The old address stops working at once, and a calendar using it is no longer updated.',
    revokeTitle: 'Remove the subscription?',
    revokeText: 'The address stops working at once, and a calendar using it is no longer updated.',
    confirmRenew: 'Create a new address',
    confirmRevoke: 'Remove the subscription',
    keep: 'Cancel',
    failureTitle: 'The subscription could not be changed',
  },
}

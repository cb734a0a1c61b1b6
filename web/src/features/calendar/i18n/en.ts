import type { CalendarTexts } from './fi'
import { formatDate } from '@citizen/contract/web'
import { holidaysEn } from './holidays-en'
import { dateNames } from '../../../i18n/date-names'

// One formatter for every summary: toLocaleString makes a new one each call (a few ms each on a phone)
let hoursFormat: Intl.NumberFormat | undefined
export const en: CalendarTexts = {
  title: 'Calendar',
  noChildren:
    'Your children have no early childhood education, pre-primary education or club place, so the calendar is empty.',
  month: {
    previous: 'Previous month',
    next: 'Next month',
    today: 'Today',
    week: 'Wk',
    weekTitle: 'Week',
    weekNumber: (n: number) => `Week ${n}`,
    fetchPrevious: 'Show earlier months',
    showLater: 'Show later months',
  },
  weekdays: dateNames.en.weekdays,
  weekdayNames: dateNames.en.weekdayNames,
  monthNames: dateNames.en.monthNames,
  day: {
    holiday: 'Public holiday',
    today: 'today',
    present: 'Present',
    missing: 'Reservation missing',
    termBreak: 'No activities',
    nothing: 'No entry',
    opensOn: (date: string) => `Reservations open on ${formatDate(date)}`,
    staffMarked: 'marked by staff',
    shiftCare: (times: string) => `evening and shift care ${times}`,
    open: (date: string) => `Open ${date}`,
    select: (date: string) => `Select ${date}`,
  },
  absenceTypes: {
    OTHER_ABSENCE: 'Absent',
    SICKLEAVE: 'Sick',
    PLANNED_ABSENCE: 'Planned shift care absence',
    UNKNOWN_ABSENCE: 'Unannounced absence',
    FORCE_MAJEURE: 'Free absence',
    PARENTLEAVE: 'Paternity leave',
    FREE_ABSENCE: 'Free absence',
    UNAUTHORIZED_ABSENCE: 'Unannounced absence from emergency care',
  },
  holidays: holidaysEn,
  actions: {
    open: 'New entry',
    reservations: 'Attendance reservations',
    absences: 'Absences',
    selected: (n: number) => (n === 1 ? '1 day selected' : `${n} days selected`),
    reserveSelected: 'Reserve the selected days',
    absentSelected: 'Report an absence for the selected days',
    clearSelection: 'Clear the selection',
  },
  dayView: {
    previous: 'Previous day',
    next: 'Next day',
    edit: 'Edit',
    newAbsence: 'New absence',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    reservation: 'Reservation',
    attendance: 'Attendance',
    noPlacement: 'No place on this day',
    notEditable: 'This day cannot be changed.',
    questionnaireAbsence:
      'This absence comes from your answer to the holiday questionnaire. While the questionnaire is open, change it by answering again; after that, contact your child’s unit.',
    notReservable: 'Reservations can no longer be made for this day. You can report an absence.',
    holidayClosed: 'Public holiday: the unit is closed.',
    staffAbsence: (unit: string | null) =>
      `Staff marked this absence. If it is wrong, contact your child's unit${unit ? ` (${unit})` : ''}.`,
    notYetOpen: 'Reservations cannot be made for this day yet. You can report an absence.',
    holidayClosedForAnswers: "The holiday period's answering time has ended. Agree on changes with your child's unit.",
    fixedSchedule: 'Preschool has fixed hours: only say whether your child is present or absent.',
    usedService: 'Used service',
    usedServiceAverage: 'No reservation or recorded attendance: counted as the daily average',
    duration: (h: number, min: number) => (min > 0 ? `${h} h ${min} min` : `${h} h`),
    attendanceOver: 'Actual attendance time exceeds the reported time.',
    unsavedTitle: 'Discard the changes?',
    unsavedText: (day: string) => `The changes to ${day} have not been saved.`,
    discard: 'Discard changes',
  },
  form: {
    children: 'Children',
    startsOn: (date: string) => `Starts on ${date}`,
    range: 'Period',
    selectedDays: 'Selected days',
    repetition: 'Repetition',
    repetitions: { DAILY: 'Every day', WEEKLY: 'Weekly', IRREGULAR: 'Irregular' },
    choice: 'Attendance',
    choices: { TIMES: 'Times', ABSENT: 'Absent', PRESENT: 'Present', NOTHING: 'No entry' },
    start: 'Starts',
    end: 'Ends',
    rangeLabel: (n: number) => (n === 1 ? 'Time' : 'Second time'),
    addSecond: 'Add a second time',
    removeSecond: 'Remove the second time',
    timeHint: 'hh:mm, for example 8:00 or 16.30',
    overnight: 'Overnight: enter 23:59 as the end of the day and 00:00 as the start of the next day.',
    errors: {
      required: 'Required',
      timeFormat: 'Enter the time as hh:mm',
      order: 'The end must be after the start',
      overlap: 'The second time cannot start before the first ends',
      range: 'Outside opening hours',
      noChildren: 'Choose at least one child',
      noRange: 'Choose a period',
      noDays: 'The period has no days that can be reserved.',
      presentOrAbsent: 'Choose present or absent',
    },
    errorSummary: 'Please check the following:',
    openingHours: (range: string) => `Opening hours ${range}`,
    rangeOf: (name: string, hours: string) => `Outside opening hours (${name} ${hours})`,
    skipped: (n: number) =>
      n === 1
        ? '1 day cannot be changed (locked, absence marked by staff or reservations not open); it is skipped.'
        : `${n} days cannot be changed (locked, absence marked by staff or reservations not open); they are skipped.`,
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Saved',
    kept: 'Your unsaved entries were kept when the session ended. Check them and save.',
    leaveTitle: 'Leave without saving?',
    leaveText: 'You have not saved the entries. If you leave, they are not saved.',
    leave: 'Leave without saving',
    stay: 'Keep editing',
    failureTitle: 'Saving failed',
    nonReservableDays: 'Some of the selected days cannot be reserved. Check the days and try again.',
    reservableFrom: (date: string) => `Reservations can be made from ${date}.`,
    nothingToSave: 'Nothing can be saved for the chosen days.',
    holidayNotOpen: 'Reservations for the holiday period are not open yet.',
    holidayReservableFrom: (date: string) => `Reservations for the holiday period can be made from ${date}.`,
    fixedScheduleNoTimes: 'Preschool days take no times, only present or absent. Check the choices and try again.',
    absenceNotEditable:
      'Staff have marked an absence on some of the days that you cannot change. Please contact the unit.',
    attendanceExists:
      'Attendance has already been marked for some of the days, so an absence cannot be reported for them.',
  },
  reservations: {
    title: 'Attendance reservations',
    info: 'Reserve the care times for your child. You can reserve the days that are open for reservations.',
  },
  absences: {
    title: 'Absence',
    info: 'Report an absence for the chosen children for the whole period.',
    type: 'Reason for the absence',
    types: { SICKLEAVE: 'Illness', OTHER_ABSENCE: 'Other absence', PLANNED_ABSENCE: 'Planned shift care absence' },
    plannedHint: 'Only for children in shift care.',
    lockedDays: 'Some of the days were marked by staff and cannot be changed.',
    lockedAbsences: (date: string) =>
      `Reservations before ${date} are already locked: an absence marked for those days can no longer be changed back to a reservation.`,
    closedHolidayPeriod:
      'The period falls in a holiday period whose reporting time has ended. The absence can be cancelled only through staff.',
    preschoolBlock:
      'A pre-primary absence of more than five days for a reason other than illness needs an absence application.',
    preschoolApplication: (name: string) => `${name}: make an absence application`,
    preschoolContact: (name: string) =>
      `${name}: contact the child's preschool teacher or the unit about an absence application.`,
    offline: 'An absence can still be reported: it is sent when the network returns.',
    queued: 'The absence is saved on this device. It is sent by itself when the network returns.',
    waiting: 'Waiting to be sent',
    waitingTitle: 'Not sent yet',
    waitingText: (count: number) =>
      count === 1
        ? 'One absence is waiting on this device and is sent when the network returns.'
        : `${count} absences are waiting on this device and are sent when the network returns.`,
    refusedTitle: 'The absence was not saved',
    refusedText: (days: string, reason: string) => `The absence ${days}: ${reason}`,
    refusedOther: 'the day can no longer be changed.',
    dismiss: 'OK',
  },
  summary: {
    title: (month: string) => `Summary: ${month}`,
    reserved: 'Reserved',
    used: 'Used',
    serviceNeed: 'Service need',
    hours: (h: number) => `${(hoursFormat ??= new Intl.NumberFormat('en-GB')).format(h)} h`,
    reservedOver: (name: string) => `${name}: the reserved hours exceed the service need.`,
    usedOver: (name: string) => `${name}: the used hours exceed the service need.`,
    contractDays: (name: string) => `${name}: there are more attendance days than contract days.`,
    averaged: (days: number) =>
      days === 1
        ? 'Used includes 1 day without times or recorded attendance, counted as the daily average.'
        : `Used includes ${days} days without times or recorded attendance, each counted as the daily average.`,
  },
  notifications: {
    dailyServiceTimeTitle: 'Daily early childhood education time changed',
    dailyServiceTimeText:
      'Your child’s daily early childhood education time has changed. Check the details on the child’s page and in the calendar.',
    dismiss: 'OK',
    incomeExpiring: (date: string) => `Remember to update your income information by ${formatDate(date)}.`,
    incomeHow: 'Make an income statement',
  },
}

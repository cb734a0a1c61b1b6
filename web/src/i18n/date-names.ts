/**
 * The weekdays' and months' names in each language, as they stand in running text (lower case in
 * Finnish and Swedish), for the dictionaries that show dates: the calendar's and the child page's.
 */
export const dateNames = {
  fi: {
    weekdays: ['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su'],
    weekdayNames: ['maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai', 'sunnuntai'],
    monthNames: [
      'tammikuu',
      'helmikuu',
      'maaliskuu',
      'huhtikuu',
      'toukokuu',
      'kesäkuu',
      'heinäkuu',
      'elokuu',
      'syyskuu',
      'lokakuu',
      'marraskuu',
      'joulukuu',
    ],
  },
  sv: {
    weekdays: ['mån', 'tis', 'ons', 'tors', 'fre', 'lör', 'sön'],
    weekdayNames: ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
    monthNames: [
      'januari',
      'februari',
      'mars',
      'april',
      'maj',
      'juni',
      'juli',
      'augusti',
      'september',
      'oktober',
      'november',
      'december',
    ],
  },
  en: {
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    monthNames: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
}

/** Names that begin a heading or a label: the first letter in upper case */
export const capitalized = (names: string[]) => names.map((n) => n.charAt(0).toUpperCase() + n.slice(1))

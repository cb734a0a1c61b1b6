/** Runtime settings the server writes into index.html (see api/src/platform/web.ts). */
export interface WebConfig {
  environmentLabel: string | null
  feedbackUrl: string
  privacyPolicyUrl: string
  /** Process metadata panels on decisions and applications */
  showMetadataToCitizen: boolean
  /** Service need change applications on the child page */
  serviceApplications: boolean
  /** Long preschool absence applications on the child page (spec 000/001 absenceApplications) */
  absenceApplications: boolean
  /** Discussion time reservations in the calendar (?modal=discussions) */
  discussionReservations: boolean
  map: {
    tileUrl: string
    tileAttribution: string
    center: { lat: number; lon: number }
    /** A routing upstream is configured: walking distances can be looked up */
    walkingDistances: boolean
  }
}

const defaults: WebConfig = {
  environmentLabel: 'dev',
  feedbackUrl: 'https://www.example.fi/palaute',
  privacyPolicyUrl: 'https://www.example.fi/tietosuoja',
  showMetadataToCitizen: false,
  serviceApplications: true,
  absenceApplications: true,
  discussionReservations: true,
  map: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    center: { lat: 62.26, lon: 25.26 },
    walkingDistances: false,
  },
}

function read(): WebConfig {
  const content = document.querySelector('meta[name="citizen-config"]')?.getAttribute('content')
  if (!content || content.startsWith('%')) return defaults // Vite dev server: not filled in
  try {
    return { ...defaults, ...(JSON.parse(content) as Partial<WebConfig>) }
  } catch {
    return defaults
  }
}

export const webConfig = read()

/** Runtime settings the server writes into index.html (see api/src/platform/web.ts). */
export interface WebConfig {
  environmentLabel: string | null
  feedbackUrl: string
  privacyPolicyUrl: string
}

const defaults: WebConfig = {
  environmentLabel: 'dev',
  feedbackUrl: 'https://www.example.fi/palaute',
  privacyPolicyUrl: 'https://www.example.fi/tietosuoja',
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

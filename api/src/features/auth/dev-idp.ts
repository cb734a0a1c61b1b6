/**
 * The built-in identity provider used when no SAML IdP is configured (never in production):
 * a plain HTML page listing the demo persons, plus a field for any personal identity code.
 */

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

interface DevIdpPerson {
  ssn: string
  name: string
  children: number
}

export function renderDevIdpPage(opts: {
  persons: DevIdpPerson[]
  relayState: string
  callbackPath: string
  error?: string
}): string {
  const options = opts.persons
    .map(
      (p, i) => `<li><label><input type="radio" name="preset" value="${escapeHtml(p.ssn)}"${i === 0 ? ' checked' : ''}>
        ${escapeHtml(p.name)} <span class="muted">${escapeHtml(p.ssn)} · ${p.children} ${p.children === 1 ? 'huollettava' : 'huollettavaa'}</span></label></li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kehitysympäristön tunnistus – Dev identification</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #0f0f0f; }
  ul { list-style: none; padding: 0; } li { margin: .5rem 0; }
  .muted { color: #4a4a4a; font-size: .9em; }
  .error { color: #b00020; border: 1px solid #b00020; padding: .5rem; }
  input[type=text] { font-size: 1rem; padding: .4rem; width: 14rem; }
  button { font-size: 1rem; padding: .5rem 1.5rem; background: #0050bb; color: #fff; border: 0; border-radius: 2px; }
  fieldset { border: 1px solid #ccc; margin-bottom: 1rem; }
</style>
</head>
<body>
<main>
<h1>Kehitysympäristön tunnistus</h1>
<p>This identity provider only exists where Suomi.fi is not configured. Choose a person, or type any personal identity code found in the database.</p>
${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
<form method="post" action="${escapeHtml(opts.callbackPath)}">
  <input type="hidden" name="RelayState" value="${escapeHtml(opts.relayState)}">
  <fieldset>
    <legend>Henkilö / Person</legend>
    <ul>${options}</ul>
  </fieldset>
  <p><label for="ssn">Henkilötunnus / Personal identity code (optional)</label><br>
  <input type="text" id="ssn" name="ssn" autocomplete="off" maxlength="11"></p>
  <button type="submit">Kirjaudu / Log in</button>
</form>
</main>
</body>
</html>`
}

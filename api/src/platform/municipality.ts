/**
 * The municipality's name as its documents print it, in the languages documents are written in.
 * The web app's footer and statements carry the same name in its translations (i18n cityLabel).
 */
export const municipalityName = { fi: 'Esimerkkilän kaupunki', sv: 'Exempelby stad' } as const

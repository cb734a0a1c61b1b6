/** What other features use of attachments: the stored name of an uploaded file */
export { cleanFilename } from './file-name'

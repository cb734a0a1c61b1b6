import { Text } from 'react-aria-components'
import formStyles from './form.module.css'

/** A react-aria field's hint and error, bound to the field by the library's slots. */
export function HintAndError({ hint, error }: { hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <Text slot="description" className={formStyles.hint}>
          {hint}
        </Text>
      )}
      {error && (
        <Text slot="errorMessage" className={formStyles.error}>
          {error}
        </Text>
      )}
    </>
  )
}

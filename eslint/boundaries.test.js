// The import-boundaries rule on one case of each kind (run by `npm run lint`; throws on a failure).
import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import boundaries from './boundaries.js'

const root = path.dirname(import.meta.dirname)
const at = (file, code) => ({ filename: path.join(root, file), code })
const bad = (file, code) => ({ ...at(file, code), errors: 1 })

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'import-boundaries',
  boundaries.rules['import-boundaries'],
  {
    valid: [
      at('web/src/features/applications/editor/units-section.tsx', "import { UnitMap } from '../../map/public'"),
      at('web/src/features/applications/editor/x.ts', "import { keys } from '../queries'"),
      at('web/src/features/map/x.ts', "import { Button } from '../../ui/button'"),
      at('web/src/app/routes.tsx', "import { MapPage } from '../features/map/map-page'"),
      at('api/src/features/decisions/service.ts', "import { facts } from '../applications/service'"),
      at('api/src/features/decisions/service.ts', "import { facts } from '../applications/public'"),
      at('api/src/features/decisions/service.ts', "import * as q from './queries'"),
      at('contract/src/web.ts', "export * from './texts/decisions'"),
    ],
    invalid: [
      bad('web/src/features/map/map-page.tsx', "import { useUser } from '../../app/auth'"),
      bad('web/src/features/auth/login-page.tsx', "import { x } from '../notifications/queries'"),
      bad('web/src/features/decisions/x.ts', "export { y } from '../applications/queries'"),
      bad('web/src/features/decisions/x.ts', "const m = import('../map/map-page')"),
      bad('api/src/features/decisions/service.ts', "import * as applications from '../applications/queries'"),
      bad('api/src/features/decisions/policy.ts', "import type { Role } from '../applications/policy'"),
      bad('contract/src/x.ts', "import { a } from '../../api/src/platform/db'"),
      bad('contract/src/x.ts', "import { a } from '@citizen/web/src/app/auth'"),
    ],
  },
)
console.log('eslint/boundaries.test.js: passed')

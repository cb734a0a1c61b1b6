// Bundles the API into dist/main.js and the tools into dist/import-addresses.js and dist/seed-scale.js;
// npm packages stay external, the contract is bundled in.
import fs from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url)))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@citizen/'))

await build({
  entryPoints: {
    main: 'src/main.ts',
    'import-addresses': 'src/import-addresses.ts',
    'seed-scale': 'src/seed-scale.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  absWorkingDir: new URL('.', import.meta.url).pathname,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
})

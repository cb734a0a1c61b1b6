import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { VitePWA } from 'vite-plugin-pwa'

export default defineConfig({
  plugins: [
    react(),
    // react-aria-components carries its texts in ~34 languages; the app speaks three
    optimizeLocales.vite({ locales: ['fi', 'sv', 'en'] }),
    // The service worker (src/sw/sw.ts) with the list of every built file to precache: the code of
    // every page, its styles and the icons. The manifests are static (public/manifest.*.webmanifest,
    // one a language) and the app registers the worker itself once it is interactive
    // (shared/service-worker.ts), so nothing here goes into the page's first load.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['assets/*.{js,css,woff2,png,svg}', 'icons/*.png', 'favicon.svg', 'manifest.*.webmanifest'],
        // Leaflet's and the editors' chunks are the largest
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every page's first-load budget is checked by e2e/tests/budget.spec.ts; keep warnings meaningful
    chunkSizeWarningLimit: 300,
    rollupOptions: {
      output: {
        // React (≈ 215 kB of the entry's 345) in a chunk of its own: the entry went over the warning
        // limit, and a release that changes only the app leaves React in the browser's cache.
        // index.html preloads it beside the entry, so no page waits longer for it.
        manualChunks: (id) => (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
})

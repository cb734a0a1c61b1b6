import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import optimizeLocales from '@react-aria/optimize-locales-plugin'

export default defineConfig({
  plugins: [
    react(),
    // react-aria-components carries its texts in ~34 languages; the app speaks three
    optimizeLocales.vite({ locales: ['fi', 'sv', 'en'] }),
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

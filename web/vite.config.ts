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
    // The login page budget (120 KiB gzip) is checked by the e2e suite; keep warnings meaningful
    chunkSizeWarningLimit: 300,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
})

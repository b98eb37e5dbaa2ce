import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // The server's CSP is script-src 'self': register through an external file, never inline.
      injectRegister: 'script',
      includeAssets: [
        'favicon.svg',
        'theme-init.js',
        'share-target-sw.js',
        'icons/apple-touch-icon.png',
      ],
      manifest: {
        name: 'Papertray',
        short_name: 'Papertray',
        description: 'Get business paperwork out of email and into order.',
        theme_color: '#1e3a8a',
        background_color: '#f8fafc',
        display: 'standalone',
        start_url: '/',
        // The phone's share sheet offers the installed app for PDFs and images; the service
        // worker receives the POST (public/share-target-sw.js, decision 050).
        share_target: {
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            files: [
              {
                name: 'files',
                accept: [
                  'application/pdf',
                  'image/jpeg',
                  'image/png',
                  'image/webp',
                  '.pdf',
                  '.jpg',
                  '.jpeg',
                  '.png',
                  '.webp',
                ],
              },
            ],
          },
        },
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Its fetch listener comes first, so the share sheet's POST is answered before Workbox.
        importScripts: ['/share-target-sw.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});

import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/wap/',
  plugins: [preact()],
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/index.php': apiTarget,
      '/uploads': apiTarget,
      '/static': apiTarget,
    },
  },
});

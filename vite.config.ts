import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

/** Page chunks are named after their route ('member-order-detail'), so budgets and chunk errors read well. */
function chunkName(facade: string | null | undefined, fallback: string): string {
  const m = facade?.match(/\/src\/pages\/(.+)\.tsx?$/);
  return m ? m[1].replace(/\//g, '-') : fallback;
}

export default defineConfig({
  base: '/wap/',
  plugins: [preact()],
  build: {
    target: 'es2020',
    manifest: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId, chunk.name)}-[hash].js`,
      },
    },
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

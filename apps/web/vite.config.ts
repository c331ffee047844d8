import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest tells the server renderer which styles and scripts a page's chunk needs.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900, manifest: true },
  // The server bundle (scripts/build.mjs) compiles our workspace contract in; npm packages load from node_modules.
  ssr: { noExternal: ['@ringside/contract'] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/flags': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/media': `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
});

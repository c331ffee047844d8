import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/flags': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/media': `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
});

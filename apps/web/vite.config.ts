import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest tells the server renderer which styles and scripts a page's chunk needs.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd's one chunk (1.1 MB, 336 kB gzipped) is the largest, loaded only by its areas (decision 43).
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files for a phone on a slow link (at most 30 requests before a page works, decision 43):
        // what every page runs goes in one file; the rest splits by page as the imports fall.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              // antd and its parts in one file: the account, the back office and the forms' islands load it once.
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design[\\/](?!icons-svg)|@rc-component|rc-[^\\/]+|dayjs|@babel[\\/]runtime|classnames|clsx|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|copy-to-clipboard|toggle-selection|resize-observer-polyfill|@emotion)[\\/]/,
              priority: 15,
            },
            {
              // Our own code shared by the reading pages; never the antd areas' (components/antd, admin, forms).
              name: 'site',
              test: /apps[\\/]web[\\/]src[\\/](lib[\\/](?!form-rules)|components[\\/](ui[\\/](?!icons|pager)|(?!use-debounced-callback)[^\\/]+\.tsx?$)|app[\\/](layouts[\\/](site|public|root|language|account-links)|providers|query-client))|packages[\\/]contract[\\/]src[\\/]display[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
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

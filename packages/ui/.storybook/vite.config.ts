import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  css: {
    modules: { generateScopedName: 'sj-[local]-[hash:base64:5]' },
  },
  // Storybook's preview bundle carries React, swiper and every story; it is not shipped to shoppers.
  build: { chunkSizeWarningLimit: 2000 },
});

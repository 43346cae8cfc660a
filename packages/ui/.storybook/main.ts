import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: {
      // The package's vite.config.ts is a library build; Storybook gets a plain app config of its own.
      builder: { viteConfigPath: '.storybook/vite.config.ts' },
    },
  },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  // Controls, actions, backgrounds and the viewport toolbar are built into Storybook 10; docs pages (autodocs
  // and the MDX pages), the accessibility panel and the Vitest runner are addons.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;

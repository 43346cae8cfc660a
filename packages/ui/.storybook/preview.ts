import type { Preview } from '@storybook/react-vite';
import '../src/theme/tokens.css';
import '../src/theme/base.css';

const preview: Preview = {
  // A docs page for every component, from its props and stories.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // The accessibility panel runs axe on every story; in `vitest` (npm test) a violation fails the story.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1366 px)', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;

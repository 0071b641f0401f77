import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
  },
  // Every story in each palette: the toolbar sets data-theme on <html>, as a host page would, so
  // dialogs portalled under <body> follow too, and the canvas takes the palette's background.
  globalTypes: {
    theme: {
      description: 'Plugboard theme (data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'system', title: 'System' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system' },
  decorators: [
    (Story, context) => {
      document.documentElement.dataset.theme = String(context.globals.theme ?? 'system');
      document.body.style.background = 'var(--pb-color-background)';
      return Story();
    },
  ],
};

export default preview;

// The subscribe widget's chunk: loaded when a <div data-sajilo="subscribe"> comes near the viewport.
import { createRoot } from 'react-dom/client';
import type { WidgetConfig } from '../shared/config';
import { LinguiProvider } from '../shared/i18n';
import { createShadowRoot } from '../shared/shadow-root';
import { SubscribeBox } from './subscribe-box';
import css from './subscribe-box.css?inline';

export function mount(host: HTMLElement, config: WidgetConfig): () => void {
  const root = createRoot(createShadowRoot(host, config, css));
  root.render(
    <LinguiProvider locale={config.locale}>
      <SubscribeBox config={config} />
    </LinguiProvider>,
  );
  return () => root.unmount();
}

// The support ticket's chunk: loaded when a <div data-sajilo="support-ticket"> comes near the viewport.
import { createRoot } from 'react-dom/client';
import type { WidgetConfig } from '../shared/config';
import { LinguiProvider } from '../shared/i18n';
import { createShadowRoot } from '../shared/shadow-root';
import { SupportTicketForm } from './support-ticket-form';
import css from './support-ticket-form.css?inline';

export function mount(host: HTMLElement, config: WidgetConfig): () => void {
  const root = createRoot(createShadowRoot(host, config, css));
  root.render(
    <LinguiProvider locale={config.locale}>
      <SupportTicketForm config={config} />
    </LinguiProvider>,
  );
  return () => root.unmount();
}

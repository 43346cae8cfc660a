// The enquiry popup's chunk: loaded when the popup is first opened (its timer, the floating button or
// `Sajilo('open', 'enquiry')`). One popup per page, appended to <body> in its own shadow root.
import { createRoot, type Root } from 'react-dom/client';
import type { WidgetConfig } from '../shared/config';
import { DISMISSED_KEY } from '../shared/constants';
import { LinguiProvider } from '../shared/i18n';
import { createShadowRoot } from '../shared/shadow-root';
import { EnquiryDialog } from './enquiry-dialog';
import css from './enquiry-dialog.css?inline';

let popup: { root: Root; config: WidgetConfig } | undefined;
let returnFocusTo: HTMLElement | null = null;

function remember(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: the popup may open by itself again on the next page; nothing else depends on it.
  }
}

function render(open: boolean): void {
  if (!popup) return;
  popup.root.render(
    <LinguiProvider locale={popup.config.locale}>
      <EnquiryDialog
        config={popup.config}
        open={open}
        returnFocus={returnFocusTo}
        onClose={() => {
          remember();
          close();
        }}
        onSent={remember}
      />
    </LinguiProvider>,
  );
}

export function open(config: WidgetConfig, returnFocus?: HTMLElement | null): void {
  if (!popup) {
    const host = document.createElement('div');
    host.setAttribute('data-sajilo-enquiry', '');
    document.body.append(host);
    popup = { root: createRoot(createShadowRoot(host, config, css)), config };
  }
  returnFocusTo = returnFocus ?? null;
  render(true);
}

export function close(): void {
  render(false);
}

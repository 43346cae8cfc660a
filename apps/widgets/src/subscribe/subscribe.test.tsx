import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../shared/config';
import { mount } from './subscribe';

const parsed = parseConfig({ key: 'k', api: 'http://api.invalid' });
if (!parsed.ok) throw new Error(parsed.problem);
const config = parsed.config;

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the subscribe widget chunk', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('renders into a shadow root of the partner’s element, with a labelled email field', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const unmount = mount(host, config);
    await settle();
    const root = host.shadowRoot;
    expect(root?.querySelector('[data-sajilo-root]')?.getAttribute('lang')).toBe('en');
    expect(root?.querySelector('h2')?.textContent).toBe('Newsletter');
    const input = root?.querySelector('input[type="email"]');
    expect(input?.getAttribute('name')).toBe('email');
    expect(root?.querySelector(`label[for="${input?.id}"]`)?.textContent).toContain('Email');
    // Nothing of the widget lands in the partner's light DOM.
    expect(host.childNodes).toHaveLength(0);
    unmount();
    await settle();
    expect(root?.querySelector('h2')).toBeNull();
  });

  it('says what is wrong with an empty email without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const host = document.createElement('div');
    document.body.append(host);
    mount(host, { ...config, locale: 'ne' });
    await settle();
    const root = host.shadowRoot;
    // Its words from the Nepali catalogue (src/locales/ne/messages.po).
    expect(root?.querySelector('h2')?.textContent).toBe('समाचारपत्र');
    expect(root?.querySelector('input[type="email"]')?.getAttribute('placeholder')).toBe('तपाईंको इमेल ठेगाना');
    expect(root?.querySelector('button[type="submit"]')?.textContent).toBe('सदस्यता लिनुहोस्');
    root?.querySelector('form')?.requestSubmit();
    await settle();
    expect(root?.querySelector('[role="alert"]')?.textContent).toBe('तल चिन्ह लगाइएका ठाउँहरू सच्याउनुहोस्।');
    expect(root?.querySelector('input[type="email"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_ENQUIRY_DELAY, parseConfig } from './config';

describe('parseConfig (the loader’s data-* attributes)', () => {
  it('needs a key and an API host, and defaults everything else', () => {
    expect(parseConfig({ api: 'https://api.example.com' })).toEqual({
      ok: false,
      problem: 'data-key is missing',
    });
    expect(parseConfig({ key: 'k', api: 'api.example.com' })).toEqual({
      ok: false,
      problem: 'data-api is not a URL',
    });
    expect(parseConfig({ key: ' k ', api: 'https://api.example.com/' })).toEqual({
      ok: true,
      config: {
        key: 'k',
        api: 'https://api.example.com',
        widgets: ['enquiry', 'subscribe', 'support-ticket'],
        locale: 'en',
        theme: undefined,
        // docs/customer.md §9: the popup appears 10000 ms after load.
        enquiry: { delay: DEFAULT_ENQUIRY_DELAY, title: undefined, button: 'desktop', auto: true },
      },
    });
    expect(DEFAULT_ENQUIRY_DELAY).toBe(10_000);
  });

  it('reads which widgets, the locale, the theme and the popup settings per partner', () => {
    const result = parseConfig({
      key: 'k',
      api: 'http://localhost:4000',
      widgets: 'subscribe, enquiry',
      locale: 'ne-NP',
      theme: '#b45309',
      enquiryDelay: '3000',
      enquiryTitle: 'Ask Himal Bath',
      enquiryButton: 'false',
      enquiryAuto: 'off',
    });
    expect(result).toEqual({
      ok: true,
      config: {
        key: 'k',
        api: 'http://localhost:4000',
        widgets: ['subscribe', 'enquiry'],
        locale: 'ne',
        theme: '#b45309',
        enquiry: { delay: 3000, title: 'Ask Himal Bath', button: 'off', auto: false },
      },
    });
  });

  it('names an unknown widget, and ignores a delay that is not a number or a locale it does not have', () => {
    expect(parseConfig({ key: 'k', api: 'http://a.example', widgets: 'subscribe,chat' })).toEqual({
      ok: false,
      problem: 'data-widgets: unknown chat',
    });
    const result = parseConfig({ key: 'k', api: 'http://a.example', enquiryDelay: 'soon', locale: 'fr' });
    expect(result.ok && result.config.enquiry.delay).toBe(DEFAULT_ENQUIRY_DELAY);
    expect(result.ok && result.config.locale).toBe('en');
  });

  it('shows the floating button on desktops unless the partner asks for every screen or none', () => {
    const button = (enquiryButton?: string) => {
      const result = parseConfig({ key: 'k', api: 'http://a.example', enquiryButton });
      return result.ok ? result.config.enquiry.button : result.problem;
    };
    expect(button()).toBe('desktop');
    expect(button('true')).toBe('desktop');
    expect(button(' always ')).toBe('always');
    expect(button('false')).toBe('off');
    expect(button('off')).toBe('off');
  });
});

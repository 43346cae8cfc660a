import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../shared/config';
import { mount } from './support-ticket';

const parsed = parseConfig({ key: 'k', api: 'http://api.invalid', locale: 'ne' });
if (!parsed.ok) throw new Error(parsed.problem);
const config = parsed.config;

describe('the support ticket in Nepali (data-locale="ne")', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('shows its words from the Nepali catalogue, and sends the English values', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ complains: [{ id: 3, title: 'Leakage' }] })),
    );
    const host = document.createElement('div');
    document.body.append(host);
    const unmount = mount(host, config);
    const root = host.shadowRoot;
    // The symptom list has arrived (its fetch answers at once; on a busy machine the render may still lag).
    await vi.waitFor(() =>
      expect(root?.querySelector('select[name="symptom"] option[value="3"]')).toBeTruthy(),
    );
    const labelOf = (name: string) => {
      const control = root?.querySelector(`[name="${name}"]`);
      return root?.querySelector(`label[for="${control?.id}"]`)?.textContent;
    };
    expect(root?.querySelector('[data-sajilo-root]')?.getAttribute('lang')).toBe('ne');
    expect(root?.querySelector('h2')?.textContent).toBe('सपोर्ट टिकट');
    expect(labelOf('name')).toContain('पूरा नाम');
    expect(labelOf('landmark')).toContain('चिनारी स्थान (ऐच्छिक)');
    expect(labelOf('warrenty_card')).toContain('वारेन्टी कार्ड (ऐच्छिक)');
    expect(root?.querySelector('button[type="submit"]')?.textContent).toBe('टिकट खोल्नुहोस्');
    // The provinces read in Nepali; the value sent stays the contract's English one.
    const koshi = root?.querySelector<HTMLOptionElement>('select[name="state"] option[value="Koshi"]');
    expect(koshi?.textContent).toBe('कोशी');
    // The server's own words (the symptom list) arrive as the server sends them.
    const symptom = root?.querySelector<HTMLOptionElement>('select[name="symptom"] option[value="3"]');
    expect(symptom?.textContent).toBe('Leakage');
    unmount();
  });
});

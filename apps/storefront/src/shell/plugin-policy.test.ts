import { describe, expect, it } from 'vitest';
import { pluginRefusal } from './plugin-policy.js';

const PAGE = 'https://shop.example.com';
const ALLOWED = ['https://cdn.partner.example'];
const plugin = (tag_type: 'Script Link' | 'Script' | 'Meta', code: string) => ({
  tag_type,
  code,
  title: 'Analytics',
});

describe('pluginRefusal', () => {
  it('lets Meta tags in', () => {
    expect(pluginRefusal(plugin('Meta', 'anything'), [], PAGE)).toBeNull();
  });

  it('refuses every inline Script, saying what to do instead', () => {
    const reason = pluginRefusal(plugin('Script', 'console.log(1)'), ALLOWED, PAGE);
    expect(reason).toContain('Plugin "Analytics" was not added');
    expect(reason).toContain('inline Script');
    expect(reason).toContain('PLUGIN_SCRIPT_ORIGINS');
  });

  it('lets a Script Link in from an allowed origin or the page own origin', () => {
    expect(
      pluginRefusal(plugin('Script Link', 'https://cdn.partner.example/tag.js'), ALLOWED, PAGE),
    ).toBeNull();
    expect(pluginRefusal(plugin('Script Link', '/plugins/tag.js'), ALLOWED, PAGE)).toBeNull();
  });

  it('refuses a Script Link from any other origin, or one that is not an http(s) URL', () => {
    expect(pluginRefusal(plugin('Script Link', 'https://evil.example/tag.js'), ALLOWED, PAGE)).toContain(
      'https://evil.example is not in PLUGIN_SCRIPT_ORIGINS',
    );
    // Same host, another scheme: another origin.
    expect(
      pluginRefusal(plugin('Script Link', 'http://cdn.partner.example/tag.js'), ALLOWED, PAGE),
    ).not.toBeNull();
    expect(pluginRefusal(plugin('Script Link', 'javascript:alert(1)'), ALLOWED, PAGE)).toContain(
      'not an http(s) address',
    );
  });
});

// Which of the server's plugin tags the page may add under its Content-Security-Policy (page-server/,
// docs/storefront.md "Plugins and the Content-Security-Policy"). The policy allows scripts from the
// storefront's own origin and the origins of PLUGIN_SCRIPT_ORIGINS only, and no inline script but the page
// server's own (nonced) ones. A tag the policy would block is not added at all, and the console says why: the
// browser would refuse it anyway, and an inserted tag that never runs only hides the reason.
import type { Plugin } from '@sajilo/api';

/** Why the plugin's tag stays out of the page, or null when it goes in. */
export function pluginRefusal(
  plugin: Pick<Plugin, 'tag_type' | 'code' | 'title'>,
  allowedOrigins: readonly string[],
  pageOrigin: string,
): string | null {
  const name = `Plugin "${plugin.title}"`;
  if (plugin.tag_type === 'Meta') return null;
  if (plugin.tag_type === 'Script')
    return (
      `${name} was not added: it is an inline Script, which the page's Content-Security-Policy does not run. ` +
      'Host its code as a file and add it as a Script Link from an origin listed in PLUGIN_SCRIPT_ORIGINS.'
    );
  let url: URL;
  try {
    url = new URL(plugin.code, pageOrigin);
  } catch {
    return `${name} was not added: its Script Link "${plugin.code}" is not a URL.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `${name} was not added: its Script Link "${plugin.code}" is not an http(s) address.`;
  if (url.origin === pageOrigin || allowedOrigins.includes(url.origin)) return null;
  return (
    `${name} was not added: ${url.origin} is not in PLUGIN_SCRIPT_ORIGINS, so the page's ` +
    'Content-Security-Policy would block its Script Link.'
  );
}

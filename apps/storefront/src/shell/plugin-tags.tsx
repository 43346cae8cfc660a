// docs/customer.md §3, §7: the plugins call supplies tags for the page head: Script Link → <script src=code>,
// Script → an inline script with code, Meta → <meta name=title content=code>. They are added once for the
// page's life (a script cannot be "taken back"), so a re-render or StrictMode's second effect run never adds
// a tag twice. A failed call is only logged by the store, as on the earlier site.
// Under the page's Content-Security-Policy an inline Script never runs, and a Script Link runs only from
// the storefront's own origin or PLUGIN_SCRIPT_ORIGINS: such a plugin is not added, and the console says
// why (plugin-policy.ts).
import type { Plugin } from '@sajilo/api';
import { usePluginsQuery } from '@sajilo/store';
import { useEffect } from 'react';
import { runtimeConfig } from '../lib/config.js';
import { pluginRefusal } from './plugin-policy.js';

const MARK = 'data-sajilo-plugin';

/** Plugins already explained in the console: one warning each for the page's life. */
const warned = new Set<number>();

function tagFor(plugin: Plugin): HTMLElement {
  if (plugin.tag_type === 'Meta') {
    const meta = document.createElement('meta');
    meta.name = plugin.title;
    meta.content = plugin.code;
    return meta;
  }
  const script = document.createElement('script');
  script.src = plugin.code;
  script.async = true;
  return script;
}

export function PluginTags() {
  const { data } = usePluginsQuery();
  useEffect(() => {
    const allowed = runtimeConfig().pluginScriptOrigins ?? [];
    for (const plugin of data?.plugins ?? []) {
      if (document.head.querySelector(`[${MARK}="${plugin.id}"]`)) continue;
      const refusal = pluginRefusal(plugin, allowed, window.location.origin);
      if (refusal !== null) {
        if (!warned.has(plugin.id)) console.warn(refusal);
        warned.add(plugin.id);
        continue;
      }
      const tag = tagFor(plugin);
      tag.setAttribute(MARK, String(plugin.id));
      document.head.appendChild(tag);
    }
  }, [data]);
  return null;
}

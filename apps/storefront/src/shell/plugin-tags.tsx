// seed 001 §3, §7: the plugins call supplies tags for the page head: Script Link → <script src=code>,
// Script → an inline script with code, Meta → <meta name=title content=code>. They are added once for the
// page's life (an inline script cannot be "taken back"), so a re-render or StrictMode's second effect run
// never adds a tag twice. A failed call is only logged by the store, as on the earlier site.
import type { Plugin } from '@sajilo/api';
import { usePluginsQuery } from '@sajilo/store';
import { useEffect } from 'react';

const MARK = 'data-sajilo-plugin';

function tagFor(plugin: Plugin): HTMLElement {
  if (plugin.tag_type === 'Meta') {
    const meta = document.createElement('meta');
    meta.name = plugin.title;
    meta.content = plugin.code;
    return meta;
  }
  const script = document.createElement('script');
  if (plugin.tag_type === 'Script Link') {
    script.src = plugin.code;
    script.async = true;
  } else {
    script.text = plugin.code;
  }
  return script;
}

export function PluginTags() {
  const { data } = usePluginsQuery();
  useEffect(() => {
    for (const plugin of data?.plugins ?? []) {
      if (document.head.querySelector(`[${MARK}="${plugin.id}"]`)) continue;
      const tag = tagFor(plugin);
      tag.setAttribute(MARK, String(plugin.id));
      document.head.appendChild(tag);
    }
  }, [data]);
  return null;
}

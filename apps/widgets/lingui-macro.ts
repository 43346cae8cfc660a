// Lingui's macros (t`…` and `msg` of @lingui/core/macro, `useLingui` of @lingui/react/macro) become message
// lookups at build time, through Lingui's own Babel plugin, on exactly the modules that import a macro (a
// parse only: TypeScript and JSX stay for Vite's own transform). The storefront's lingui-macro.ts does the
// same for its build (README "Made for Nepal").
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

export function linguiMacros(root: string): Plugin {
  const linguiConfig = getConfig({ cwd: root });
  return {
    name: 'sajilo-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('/node_modules/')) return null;
      if (!/@lingui\/(react|core)\/macro/.test(code)) return null;
      const jsx = /\.[jt]sx$/.test(id);
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: jsx ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}

// Lingui's macros (`<Trans>`, `t`, `msg`, `plural` from @lingui/react/macro and @lingui/core/macro) become
// message lookups at build time, through Lingui's own Babel plugin. @vitejs/plugin-react 6 no longer runs
// Babel, and @rolldown/plugin-babel needs a newer Node than the repository's 20, so this small Vite plugin
// runs Babel on exactly the modules that import a macro (a parse only: TypeScript and JSX stay for Vite's
// own transform). The storefront and the widgets both build with it (docs/nepal.md "Languages").
// Plain JavaScript (typed by vite.d.mts): Vite loads its configuration's imports from a workspace package
// with Node, which runs no TypeScript.
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';

/** @param {string} root the app's folder, where its lingui.config.ts is */
export function linguiMacros(root) {
  const linguiConfig = getConfig({ cwd: root });
  return {
    name: 'sajilo-lingui-macros',
    enforce: 'pre',
    /** @param {string} code @param {string} id */
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

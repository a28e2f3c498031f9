// A build step of the app and of the payment page: the interface's languages (lingui.config.ts).
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';
import { precompiledMessages } from './precompiled-messages';

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`) become catalog lookups that carry their English text,
 * compiled by the build (precompiled-messages.ts): English needs no catalog. Only files that import
 * a macro go through Babel; a build without this step would bundle the macros' own compiler (Babel
 * and TypeScript, megabytes) into any page that reaches one, as the payment page does through the
 * API client. The Lingui plugin compiles an imported .po catalog (Malayalam's: one chunk for the
 * student app, one for the staff console, lib/i18n/language-loader.ts), and fails the build on a
 * message missing from it.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: {
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], precompiledMessages],
  },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export function interfaceLanguages(): PluginOption[] {
  return [babel({ presets: [linguiMacros] }), lingui({ failOnMissing: true })];
}

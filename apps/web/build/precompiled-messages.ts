// A build step of the app: each message's English text compiled where it is written, so English
// needs no catalog and no message compiler in the browser.
import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Lingui's macros (lingui.config.ts) turn `t\`Remove ${paperTitle}\`` into a descriptor
 * `{ id, message: 'Remove {paperTitle}', values }`. The browser shows `message` when the active
 * catalog has no entry for `id`, which is always so in English, the source language: English
 * loads no catalog at all (a first visit stays within its size budget, and draws without
 * waiting for one). Lingui compiles the ICU text of a catalog at build time, but a descriptor's
 * text only in the browser, with a parser of about 7 KB gzip. This step compiles it here instead,
 * with the same compiler Lingui's own catalogs use: the browser receives `['Remove ', ['paperTitle']]`.
 * A message with no placeholder compiles to its own text, unchanged.
 *
 * Runs after the macro plugin, once the file's macros are expanded (Program exit), on every
 * object the macro marks with its leading comment.
 */
export function precompiledMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const isLinguiDescriptor = (node: BabelTypes.ObjectExpression) =>
    node.leadingComments?.some((comment) => comment.value.trim() === 'i18n') ?? false;

  return {
    name: 'padanam:precompiled-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!isLinguiDescriptor(path.node)) return;
              for (const property of path.node.properties) {
                if (
                  t.isObjectProperty(property) &&
                  t.isIdentifier(property.key, { name: 'message' }) &&
                  t.isStringLiteral(property.value)
                ) {
                  property.value = t.valueToNode(compileMessage(property.value.value));
                }
              }
            },
          });
        },
      },
    },
  };
}

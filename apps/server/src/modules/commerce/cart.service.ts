/**
 * The cart. A line is a paper or one module of it, priced from the database each time the cart
 * is read (a price changed in the console shows at once). What may go in: a published paper the
 * student does not own, or a module sold on its own that no enrollment of theirs opens yet; each
 * once. A whole paper in the cart takes the place of its module lines.
 */
import type { Kysely } from 'kysely';
import type { TCart, TCartAdd, TPlanPrices } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import type { TMessage } from '../../i18n/localized-text.js';
import { AppError, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import {
  deleteCart,
  deleteCartLine,
  deleteModuleLinesOfPaper,
  findCartLine,
  findCartLines,
  findModuleForCart,
  findPaperForCart,
  findPlanPrices,
  insertCartLine,
} from './cart.repository.js';

const conflict = (message: TMessage) => new AppError('CONFLICT', message);

export function createCartService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function getCart(userId: number): Promise<TCart> {
    const lines = await findCartLines(db, userId);
    const items = lines.map((line) => {
      const isModule = line.moduleId !== null;
      return {
        id: line.id,
        kind: isModule ? ('module' as const) : ('paper' as const),
        paperId: line.paperId,
        paperTitle: line.paperTitle,
        paperType: line.paperType,
        moduleId: line.moduleId,
        moduleNumber: line.moduleNumber,
        moduleTitle: line.moduleTitle,
        pricePaise: Number((isModule ? line.modulePricePaise : line.paperPricePaise) ?? 0),
        listPricePaise: isModule ? line.moduleListPricePaise : line.paperListPricePaise,
        addedAt: Number(line.addedAt),
      };
    });
    return { items, count: items.length, totalPaise: items.reduce((sum, item) => sum + item.pricePaise, 0) };
  }

  async function addPaper(trx: Kysely<Database>, userId: number, paperId: number) {
    const paper = await findPaperForCart(trx, paperId, userId);
    if (!paper) throw notFound('Paper not found');
    if (paper.isOwned) throw conflict({ en: 'You own this paper already.', ml: 'ഈ പേപ്പർ ഇതിനകം നിങ്ങളുടേതാണ്.' });
    if (await findCartLine(trx, userId, paperId, null))
      throw conflict({ en: 'This paper is in your cart already.', ml: 'ഈ പേപ്പർ ഇതിനകം കാർട്ടിലുണ്ട്.' });
    await deleteModuleLinesOfPaper(trx, userId, paperId);
    await insertCartLine(trx, { userId, paperId, moduleId: null, addedAt: clock() });
  }

  async function addModule(trx: Kysely<Database>, userId: number, moduleId: number) {
    const module = await findModuleForCart(trx, moduleId, userId);
    if (!module) throw notFound('Module not found');
    if (module.isOwned) throw conflict({ en: 'You own this module already.', ml: 'ഈ മൊഡ്യൂൾ ഇതിനകം നിങ്ങളുടേതാണ്.' });
    if (module.isFreePreview)
      throw conflict({
        en: 'This module is free to open: there is nothing to buy.',
        ml: 'ഈ മൊഡ്യൂൾ സൗജന്യമായി തുറക്കാം: ഒന്നും വാങ്ങേണ്ടതില്ല.',
      });
    if (module.pricePaise === null)
      throw conflict({
        en: 'This module is sold only with its paper.',
        ml: 'ഈ മൊഡ്യൂൾ അതിന്റെ പേപ്പറിനൊപ്പം മാത്രമേ വിൽക്കുന്നുള്ളൂ.',
      });
    if (await findCartLine(trx, userId, module.paperId, null))
      throw conflict({ en: 'The whole paper is in your cart already.', ml: 'മുഴുവൻ പേപ്പറും ഇതിനകം കാർട്ടിലുണ്ട്.' });
    if (await findCartLine(trx, userId, module.paperId, moduleId))
      throw conflict({ en: 'This module is in your cart already.', ml: 'ഈ മൊഡ്യൂൾ ഇതിനകം കാർട്ടിലുണ്ട്.' });
    await insertCartLine(trx, { userId, paperId: module.paperId, moduleId, addedAt: clock() });
  }

  async function addToCart(userId: number, item: TCartAdd): Promise<TCart> {
    try {
      await db
        .transaction()
        .execute((trx) =>
          'paperId' in item ? addPaper(trx, userId, item.paperId) : addModule(trx, userId, item.moduleId),
        );
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Two adds of the same thing racing past the checks: the unique keys keep one line.
      const paperId = 'paperId' in item ? item.paperId : null;
      const moduleId = 'moduleId' in item ? item.moduleId : null;
      const cart = await getCart(userId);
      if (
        cart.items.some((line) =>
          paperId !== null ? line.paperId === paperId && line.moduleId === null : line.moduleId === moduleId,
        )
      )
        throw conflict({ en: 'This is in your cart already.', ml: 'ഇത് ഇതിനകം കാർട്ടിലുണ്ട്.' });
      throw error;
    }
    return getCart(userId);
  }

  async function removeFromCart(userId: number, lineId: number): Promise<TCart> {
    if (!(await deleteCartLine(db, userId, lineId)))
      throw notFound({ en: 'This item is not in your cart.', ml: 'ഇത് നിങ്ങളുടെ കാർട്ടിൽ ഇല്ല.' });
    return getCart(userId);
  }

  async function emptyCart(userId: number): Promise<void> {
    await deleteCart(db, userId);
  }

  async function planPrices(): Promise<TPlanPrices> {
    const { paper, module } = await findPlanPrices(db);
    return {
      paper: paper ? { fromPaise: Number(paper.pricePaise), listPricePaise: paper.listPricePaise } : null,
      module:
        module && module.pricePaise !== null
          ? { fromPaise: Number(module.pricePaise), listPricePaise: module.listPricePaise }
          : null,
    };
  }

  return { getCart, addToCart, removeFromCart, emptyCart, planPrices };
}

export type CartService = ReturnType<typeof createCartService>;

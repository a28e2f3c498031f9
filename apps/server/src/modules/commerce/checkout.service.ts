/**
 * Check Out: the cart becomes an order at the server's prices, in one transaction (the order,
 * its lines with the price of this moment, the cart emptied, as the spec's checkout does). The
 * total the student was shown must be the total charged; when a price moved in between, nothing
 * is written and the 409 says so, so the cart screen shows the new prices first.
 */
import { paiseToRupeesFixed, type TCheckout, type TCheckoutResult, type TPaymentMethod } from '@padanam/contract';
import type { Transaction } from 'kysely';
import type { CommerceConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { TMessage } from '../../i18n/localized-text.js';
import { AppError } from '../../errors.js';
import { deleteCart, findCartLines, findModuleForCart, findPaperForCart } from './cart.repository.js';
import { findBuyer, findOrder, insertOrder, type NewOrderLine } from './order.repository.js';
import { toOrder } from './order-view.js';
import type { CommerceDependencies } from './commerce-dependencies.js';
import { whatsappOrderMessage, whatsappOrderUrl } from './whatsapp-order-message.js';

export const ORDER_CURRENCY = 'INR';

export function enabledPaymentMethods(commerce: CommerceConfig): TPaymentMethod[] {
  return [
    ...(commerce.razorpay ? (['razorpay'] as const) : []),
    ...(commerce.whatsappNumber ? (['whatsapp'] as const) : []),
  ];
}

const conflict = (message: TMessage) => new AppError('CONFLICT', message);

/** The cart's lines as order lines, refusing any that can no longer be bought. */
async function buyableLines(trx: Transaction<Database>, userId: number): Promise<NewOrderLine[]> {
  const cartLines = await findCartLines(trx, userId);
  if (cartLines.length === 0) throw conflict({ en: 'Your cart is empty.', ml: 'നിങ്ങളുടെ കാർട്ട് ശൂന്യമാണ്.' });
  const lines: NewOrderLine[] = [];
  for (const line of cartLines) {
    if (line.moduleId === null) {
      const paper = await findPaperForCart(trx, line.paperId, userId);
      if (!paper)
        throw conflict({
          en: `${line.paperTitle} is no longer for sale. Remove it from your cart.`,
          ml: `${line.paperTitle} ഇപ്പോൾ വിൽപ്പനയ്ക്കില്ല. അത് കാർട്ടിൽ നിന്ന് നീക്കം ചെയ്യൂ.`,
        });
      if (paper.isOwned)
        throw conflict({
          en: `You own ${line.paperTitle} already. Remove it from your cart.`,
          ml: `${line.paperTitle} ഇതിനകം നിങ്ങളുടേതാണ്. അത് കാർട്ടിൽ നിന്ന് നീക്കം ചെയ്യൂ.`,
        });
    } else {
      const module = await findModuleForCart(trx, line.moduleId, userId);
      const name = `${line.paperTitle}, Module ${line.moduleNumber ?? ''}`;
      if (!module || module.pricePaise === null || module.isFreePreview)
        throw conflict({
          en: `${name} is no longer for sale on its own. Remove it from your cart.`,
          ml: `${name} ഇനി തനിയെ വിൽക്കുന്നില്ല. അത് കാർട്ടിൽ നിന്ന് നീക്കം ചെയ്യൂ.`,
        });
      if (module.isOwned)
        throw conflict({
          en: `You own ${name} already. Remove it from your cart.`,
          ml: `${name} ഇതിനകം നിങ്ങളുടേതാണ്. അത് കാർട്ടിൽ നിന്ന് നീക്കം ചെയ്യൂ.`,
        });
    }
    const isModule = line.moduleId !== null;
    lines.push({
      paperId: line.paperId,
      moduleId: line.moduleId,
      paperTitle: line.paperTitle,
      moduleNumber: line.moduleNumber,
      moduleTitle: line.moduleTitle,
      pricePaise: Number((isModule ? line.modulePricePaise : line.paperPricePaise) ?? 0),
      listPricePaise: isModule ? line.moduleListPricePaise : line.paperListPricePaise,
    });
  }
  return lines;
}

export function createCheckoutService({ db, clock, commerce }: CommerceDependencies) {
  const methods = enabledPaymentMethods(commerce);

  async function checkout(userId: number, { method, seenTotalPaise }: TCheckout): Promise<TCheckoutResult> {
    if (!methods.includes(method))
      throw conflict(
        method === 'razorpay'
          ? { en: 'Paying online is not available here.', ml: 'ഇവിടെ ഓൺലൈനായി പണമടയ്ക്കാൻ സൗകര്യമില്ല.' }
          : { en: 'WhatsApp orders are not available here.', ml: 'ഇവിടെ WhatsApp ഓർഡറുകൾ ലഭ്യമല്ല.' },
      );
    const orderId = await db.transaction().execute(async (trx) => {
      const lines = await buyableLines(trx, userId);
      const amountPaise = lines.reduce((sum, line) => sum + line.pricePaise, 0);
      if (amountPaise !== seenTotalPaise)
        throw new AppError('PRICE_CHANGED', {
          en: `A price in your cart has changed: the total is now ₹${paiseToRupeesFixed(amountPaise)}. Check your cart and check out again.`,
          ml: `കാർട്ടിലെ ഒരു വില മാറി: ആകെ തുക ഇപ്പോൾ ₹${paiseToRupeesFixed(amountPaise)}. കാർട്ട് പരിശോധിച്ച് വീണ്ടും ചെക്ക്ഔട്ട് ചെയ്യൂ.`,
        });
      const id = await insertOrder(trx, { userId, method, amountPaise, currency: ORDER_CURRENCY, now: clock() }, lines);
      await deleteCart(trx, userId);
      return id;
    });
    const order = await toOrder(db, (await findOrder(db, orderId))!);
    if (method === 'razorpay') return { order, whatsappUrl: null, payUrl: `/pay/${order.id}` };
    const buyer = await findBuyer(db, userId);
    return {
      order,
      whatsappUrl: whatsappOrderUrl(commerce.whatsappNumber!, whatsappOrderMessage(order, buyer)),
      payUrl: null,
    };
  }

  return { methods: () => methods, checkout };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

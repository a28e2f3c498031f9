/**
 * The spec's WhatsApp order: a chat link to the support number with a message holding the
 * student's details, the date and time, the items and the total. Dates are India's time.
 */
import { orderLineName, paiseToRupeesFixed, type TOrder } from '@padanam/contract';

export interface OrderMessageBuyer {
  name: string;
  countryCode: string;
  phone: string;
  email: string;
  collegeName: string;
}

const INDIA = 'Asia/Kolkata';

export function rupees(paise: number): string {
  return `₹${paiseToRupeesFixed(paise)}`;
}

export function whatsappOrderMessage(order: TOrder, buyer: OrderMessageBuyer): string {
  const at = new Date(order.createdAt);
  const date = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, dateStyle: 'medium' }).format(at);
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, timeStyle: 'short' }).format(at);
  return [
    `New order ${order.number}`,
    `Name: ${buyer.name}`,
    `Phone: ${buyer.countryCode} ${buyer.phone}`,
    ...(buyer.email ? [`Email: ${buyer.email}`] : []),
    ...(buyer.collegeName ? [`College: ${buyer.collegeName}`] : []),
    `Date: ${date}`,
    `Time: ${time}`,
    'Items:',
    ...order.lines.map((line, index) => `${index + 1}. ${orderLineName(line)} - ${rupees(line.pricePaise)}`),
    `Total: ${rupees(order.amountPaise)}`,
  ].join('\n');
}

export function whatsappOrderUrl(supportNumber: string, message: string): string {
  return `https://wa.me/${supportNumber}?text=${encodeURIComponent(message)}`;
}

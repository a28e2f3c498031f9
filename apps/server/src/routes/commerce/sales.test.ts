/**
 * The sales report on this engine, against orders placed by hand at chosen moments around
 * India's midnight, with every figure worked out below; the GST export read back as CSV and as
 * a workbook; admins only.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage, TPaidTwiceOrder, TSalesByModule, TSalesByPaper, TSalesReport } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import type { OrderStatus, PaymentMethod } from '../../db/schema.js';
import { createFakeClock } from '../../lib/clock.js';
import { readCsv } from '../../lib/read-csv.js';
import { readWrittenCell } from '../../lib/write-csv.js';
import { splitInclusivePrice } from '../../modules/commerce/sales-report.service.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readWorksheets } from '../../test/workbook.js';

/** A moment in India: "2026-11-20", 0, 10 is ten past midnight IST (18:40 UTC the day before). */
const ist = (day: string, hours: number, minutes = 0) =>
  Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000 - 19_800_000;

describe('sales report', () => {
  let testApp: TestApp;
  const clock = createFakeClock(Date.UTC(2026, 10, 22, 20, 0, 0)); // 01:30 on 23 Nov in India
  let admin: { token: string };
  let teacher: { token: string };
  let student: { token: string };
  let paper1: { id: number; title: string };
  let paper2: { id: number; title: string };
  let module2: { id: number; number: number; title: string };
  const orderIds: Record<string, number> = {};
  const call = callerOf(() => testApp.app);

  async function placeOrder(
    name: string,
    buyerId: number,
    order: {
      status: OrderStatus;
      method: PaymentMethod;
      paidAt: number | null;
      closedAt?: number;
      linesOwnedWhenPaid?: number;
      lines: ('paper1' | 'paper2' | 'module2')[];
    },
  ) {
    const db = testApp.database.db;
    const lines = order.lines.map((line) =>
      line === 'module2'
        ? { paperId: paper1.id, moduleId: module2.id, pricePaise: 6_900, moduleNumber: module2.number }
        : { paperId: (line === 'paper1' ? paper1 : paper2).id, moduleId: null, pricePaise: 24_900, moduleNumber: null },
    );
    const createdAt = (order.paidAt ?? ist('2026-11-21', 9)) - 60_000;
    const { id } = await db
      .insertInto('orders')
      .values({
        userId: buyerId,
        status: order.status,
        method: order.method,
        amountPaise: lines.reduce((sum, line) => sum + line.pricePaise, 0),
        currency: 'INR',
        providerOrderId: null,
        providerPaymentId: order.method === 'razorpay' ? `pay_${name}` : null,
        providerRefundId: null,
        createdAt,
        updatedAt: createdAt,
        paidAt: order.paidAt,
        closedAt: order.closedAt ?? null,
        decidedByUserId: null,
        linesOwnedWhenPaid: order.linesOwnedWhenPaid ?? 0,
        paymentMismatchPaymentId: null,
        paymentMismatchAmountPaise: null,
        paymentMismatchCurrency: null,
        paymentMismatchAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const line of lines)
      await db
        .insertInto('orderItems')
        .values({
          orderId: id,
          paperId: line.paperId,
          moduleId: line.moduleId,
          paperTitle: line.paperId === paper1.id ? paper1.title : paper2.title,
          moduleNumber: line.moduleNumber,
          moduleTitle: line.moduleId === null ? null : module2.title,
          pricePaise: line.pricePaise,
          listPricePaise: null,
        })
        .execute();
    orderIds[name] = id;
  }

  beforeAll(async () => {
    testApp = await createTestApp({
      seed: true,
      clock,
      env: { SELLER_GSTIN: '32ABCDE1234F1Z5', GST_RATE_PERCENT: '18', GST_HSN_SAC: '999293' },
    });
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin', clock());
    teacher = await insertStaff(db, 'teacher', clock());
    const learner = await insertStudent(db);
    student = { token: await startStudentSession(db, learner.id, clock()) };
    [paper1, paper2] = (await db.selectFrom('papers').select(['id', 'title']).orderBy('id').limit(2).execute()) as [
      { id: number; title: string },
      { id: number; title: string },
    ];
    module2 = await db
      .selectFrom('modules')
      .select(['id', 'number', 'title'])
      .where('paperId', '=', paper1.id)
      .where('number', '=', 2)
      .executeTakeFirstOrThrow();
    const asha = await insertStudent(db, { name: 'Asha Nair', phone: '9876543210' });
    const hostile = await insertStudent(db, { name: "=cmd|' /C calc'!A0", phone: '9123456789' });
    // In the range 20–22 Nov (India):
    await placeOrder('A', asha.id, {
      status: 'paid',
      method: 'whatsapp',
      paidAt: ist('2026-11-20', 0, 10), // the 19th in UTC: counted on the 20th
      lines: ['paper1'],
    });
    await placeOrder('B', hostile.id, {
      status: 'refunded',
      method: 'razorpay',
      paidAt: ist('2026-11-20', 23, 50), // still the 20th in UTC too
      closedAt: ist('2026-11-22', 10),
      linesOwnedWhenPaid: 1, // refunded already: not waiting for a refund
      lines: ['module2', 'paper2'],
    });
    await placeOrder('C', asha.id, {
      status: 'paid',
      method: 'razorpay',
      paidAt: ist('2026-11-21', 12),
      linesOwnedWhenPaid: 1, // module 2 of paper 1 again: paid twice
      lines: ['module2'],
    });
    // Not sales of the range:
    await placeOrder('D', asha.id, { status: 'awaiting_payment', method: 'whatsapp', paidAt: null, lines: ['paper2'] });
    await placeOrder('E', hostile.id, {
      status: 'refunded',
      method: 'whatsapp',
      paidAt: ist('2026-11-19', 23, 59), // before the range, but refunded in it
      closedAt: ist('2026-11-21', 9),
      lines: ['paper1'],
    });
    await placeOrder('F', asha.id, {
      status: 'paid',
      method: 'razorpay',
      paidAt: ist('2026-11-23', 0),
      lines: ['paper2'],
    });
    await placeOrder('G', asha.id, {
      status: 'cancelled',
      method: 'whatsapp',
      paidAt: null,
      closedAt: ist('2026-11-21', 10),
      lines: ['paper1'],
    });
  });
  afterAll(() => testApp.close());

  const range = 'from=2026-11-20&to=2026-11-22';

  it('counts orders and revenue by India day and payment method, refunds on their own day', async () => {
    const reply = await call('GET', `/api/admin/sales?${range}`, admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const report = reply.json() as TSalesReport;
    expect(report).toMatchObject({ from: '2026-11-20', to: '2026-11-22' });
    // A 249 + B (69 + 249) on the 20th; C 69 on the 21st; E refunded on the 21st, B on the 22nd.
    expect(report.byDay).toEqual([
      { day: '2026-11-20', orders: 2, grossPaise: 56_700, refunds: 0, refundedPaise: 0 },
      { day: '2026-11-21', orders: 1, grossPaise: 6_900, refunds: 1, refundedPaise: 24_900 },
      { day: '2026-11-22', orders: 0, grossPaise: 0, refunds: 1, refundedPaise: 31_800 },
    ]);
    expect(report.totals).toEqual({
      orders: 3,
      grossPaise: 63_600,
      refunds: 2,
      refundedPaise: 56_700,
      netPaise: 6_900,
    });
    expect(report.byMethod).toEqual([
      { method: 'razorpay', orders: 2, grossPaise: 38_700, refunds: 1, refundedPaise: 31_800 },
      { method: 'whatsapp', orders: 1, grossPaise: 24_900, refunds: 1, refundedPaise: 24_900 },
    ]);
  });

  it('pages the papers and the modules sold in the range, most revenue first', async () => {
    const papers = await call('GET', `/api/admin/sales/papers?${range}`, admin.token);
    expect(papers.statusCode, papers.body).toBe(200);
    expect(papers.json()).toEqual({
      items: [
        { paperId: paper1.id, title: paper1.title, paperPlans: 1, modulePlans: 2, grossPaise: 38_700 },
        { paperId: paper2.id, title: paper2.title, paperPlans: 1, modulePlans: 0, grossPaise: 24_900 },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    } satisfies TPage<TSalesByPaper>);
    const beyond = (await call('GET', `/api/admin/sales/papers?${range}&page=2&pageSize=10`, admin.token)).json();
    expect(beyond).toEqual({ items: [], total: 2, page: 2, pageSize: 10 });
    // The 20th alone: A bought paper 1 (249); B module 2 of paper 1 (69) and paper 2 (249), refunded later.
    const oneDay = (await call('GET', '/api/admin/sales/papers?from=2026-11-20&to=2026-11-20', admin.token)).json();
    expect(oneDay.items.map((paper: TSalesByPaper) => [paper.paperId, paper.grossPaise])).toEqual([
      [paper1.id, 24_900 + 6_900],
      [paper2.id, 24_900],
    ]);

    const modules = await call('GET', `/api/admin/sales/modules?${range}&pageSize=10`, admin.token);
    expect(modules.statusCode, modules.body).toBe(200);
    expect(modules.json()).toEqual({
      items: [
        {
          moduleId: module2.id,
          paperId: paper1.id,
          paperTitle: paper1.title,
          moduleNumber: 2,
          moduleTitle: module2.title,
          sold: 2,
          grossPaise: 13_800,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    } satisfies TPage<TSalesByModule>);
    const noModules = (await call('GET', '/api/admin/sales/modules?from=2026-11-23&to=2026-11-23', admin.token)).json();
    expect(noModules).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('pages the orders paid twice, of any date, oldest first', async () => {
    const reply = await call('GET', '/api/admin/sales/paid-twice', admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      items: [
        {
          orderId: orderIds.C!,
          number: `PDN-${String(orderIds.C).padStart(6, '0')}`,
          buyerName: 'Asha Nair',
          method: 'razorpay',
          amountPaise: 6_900,
          paidAt: ist('2026-11-21', 12),
          linesOwnedWhenPaid: 1,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    } satisfies TPage<TPaidTwiceOrder>);
    expect((await call('GET', '/api/admin/sales/paid-twice?page=2&pageSize=10', admin.token)).json()).toEqual({
      items: [],
      total: 1,
      page: 2,
      pageSize: 10,
    });
  });

  it('covers the last 30 days up to today in India when no range is given', async () => {
    const report = (await call('GET', '/api/admin/sales', admin.token)).json() as TSalesReport;
    expect([report.from, report.to, report.byDay.length]).toEqual(['2026-10-25', '2026-11-23', 30]);
    // F was paid at midnight starting the 23rd, today in India.
    expect(report.byDay.at(-1)).toEqual({
      day: '2026-11-23',
      orders: 1,
      grossPaise: 24_900,
      refunds: 0,
      refundedPaise: 0,
    });
    expect(report.totals).toMatchObject({ orders: 5, grossPaise: 24_900 * 3 + 31_800 + 6_900, refunds: 2 });
  });

  it('refuses a range that is half given, backwards, longer than a year, or not a date', async () => {
    for (const query of [
      'from=2026-11-20',
      'from=2026-11-22&to=2026-11-20',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-02',
      'from=20-11-2026&to=2026-11-22',
    ]) {
      const reply = await call('GET', `/api/admin/sales?${query}`, admin.token);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().error.code).toBe('VALIDATION_FAILED');
    }
    const pdf = await call('GET', `/api/admin/sales/gst-export?${range}&format=pdf`, admin.token);
    expect(pdf.statusCode).toBe(400);
    for (const url of [
      '/api/admin/sales/papers?from=2026-11-20',
      `/api/admin/sales/modules?${range}&page=0`,
      `/api/admin/sales/papers?${range}&pageSize=7`,
      '/api/admin/sales/paid-twice?page=two',
    ]) {
      const reply = await call('GET', url, admin.token);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().error.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('is for admins alone', async () => {
    for (const url of [
      `/api/admin/sales?${range}`,
      `/api/admin/sales/papers?${range}`,
      `/api/admin/sales/modules?${range}`,
      '/api/admin/sales/paid-twice',
      `/api/admin/sales/gst-export?${range}&format=csv`,
    ]) {
      expect((await call('GET', url, teacher.token)).statusCode, url).toBe(403);
      expect((await call('GET', url, student.token)).statusCode, url).toBe(403);
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
    }
  });

  const number = (name: string) => `PDN-${String(orderIds[name]).padStart(6, '0')}`;
  // 249.00 at 18% inclusive: taxable round(24900 × 100 / 118) = 21102 paise, GST 37.98 = 18.99 + 18.99.
  // 69.00: taxable round(6900 × 100 / 118) = 5847 paise, GST 10.53 = CGST 5.27 + SGST 5.26.
  const expectedLines = () => [
    [number('A'), '2026-11-20', 'Paid', '', 'Asha Nair', '+91******3210', 'University College, Thiruvananthapuram'],
    [number('B'), '2026-11-20', 'Refunded', '2026-11-22', "=cmd|' /C calc'!A0", '+91******6789'],
    [number('B'), '2026-11-20', 'Refunded', '2026-11-22', "=cmd|' /C calc'!A0", '+91******6789'],
    [number('C'), '2026-11-21', 'Paid', '', 'Asha Nair', '+91******3210'],
  ];

  it('exports every order line sold in the range as CSV, with its GST split and a masked phone', async () => {
    const reply = await call('GET', `/api/admin/sales/gst-export?${range}&format=csv`, admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="gst-sales-2026-11-20-to-2026-11-22.csv"');
    const [header, ...rows] = readCsv(reply.body).map((row) => row.map(readWrittenCell));
    expect(header).toEqual([
      'Order number',
      'Invoice date',
      'Status',
      'Refunded on',
      'Buyer',
      'Buyer phone',
      'Buyer college',
      'Item',
      'Plan',
      'HSN/SAC',
      'Quantity',
      'Taxable value (INR)',
      'GST rate (%)',
      'CGST (INR)',
      'SGST (INR)',
      'IGST (INR)',
      'Total tax (INR)',
      'Line total (INR)',
      'Payment method',
      'Payment id',
      'Seller GSTIN',
      'Place of supply',
    ]);
    expect(rows).toHaveLength(4);
    expectedLines().forEach((start, index) => expect(rows[index]!.slice(0, start.length)).toEqual(start));
    expect(reply.body).not.toContain('9876543210');
    // The hostile name opens as text.
    expect(reply.body).toContain(`"'=cmd|' /C calc'!A0"`);
    const paperLine = ['999293', '1', '211.02', '18', '18.99', '18.99', '0.00', '37.98', '249.00'];
    const moduleLine = ['999293', '1', '58.47', '18', '5.27', '5.26', '0.00', '10.53', '69.00'];
    expect(rows[0]!.slice(7)).toEqual([
      `${paper1.title} (Paper-Based Plan)`,
      'Paper',
      ...paperLine,
      'WhatsApp order',
      '',
      '32ABCDE1234F1Z5',
      '32',
    ]);
    expect(rows[1]!.slice(7)).toEqual([
      `${paper1.title}, Module 2: ${module2.title} (Module-Based Plan)`,
      'Module',
      ...moduleLine,
      'Razorpay',
      'pay_B',
      '32ABCDE1234F1Z5',
      '32',
    ]);
    expect(rows[2]!.slice(9, 18)).toEqual(paperLine);
    expect(rows[3]!.slice(9, 18)).toEqual(moduleLine);
  });

  it('exports the same lines as an Excel workbook, amounts as numbers', async () => {
    const reply = await call('GET', `/api/admin/sales/gst-export?${range}&format=xlsx`, admin.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = (await readWorksheets(reply.rawPayload))[0]!;
    expect(sheet.rowCount).toBe(5);
    expectedLines().forEach((start, index) => {
      const row = sheet.getRow(index + 2);
      expect(start.map((_, column) => row.getCell(column + 1).value ?? '')).toEqual(start);
    });
    const first = sheet.getRow(2);
    expect([12, 13, 14, 15, 17, 18].map((column) => first.getCell(column).value)).toEqual([
      211.02, 18, 18.99, 18.99, 37.98, 249,
    ]);
    expect(first.getCell(12).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(3).getCell(5).type).toBe(ExcelJS.ValueType.String);
  });
  it("downloads each of the report's tables with the same figures, in rupees", async () => {
    const days = await call('GET', `/api/admin/sales/export?${range}&table=days&format=csv`, admin.token);
    expect(days.statusCode, days.body).toBe(200);
    expect(days.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-day-2026-11-20-to-2026-11-22.csv"',
    );
    expect(days.body).toBe(
      '\uFEFFDay,Orders paid,Gross (INR),Refunds,Refunded (INR)\r\n' +
        '2026-11-20,2,567.00,0,0.00\r\n2026-11-21,1,69.00,1,249.00\r\n2026-11-22,0,0.00,1,318.00\r\n',
    );
    const papers = await call('GET', `/api/admin/sales/export?${range}&table=papers&format=xlsx`, admin.token);
    const sheet = (await readWorksheets(papers.rawPayload))[0]!;
    expect([2, 3].map((row) => [1, 2, 3, 4].map((column) => sheet.getRow(row).getCell(column).value))).toEqual([
      [paper1.title, 1, 2, 387],
      [paper2.title, 1, 0, 249],
    ]);
    for (const table of ['methods', 'modules'])
      expect(
        (await call('GET', `/api/admin/sales/export?${range}&table=${table}&format=csv`, admin.token)).statusCode,
      ).toBe(200);
    expect((await call('GET', `/api/admin/sales/export?${range}&table=users&format=csv`, admin.token)).statusCode).toBe(
      400,
    );
    expect(
      (await call('GET', `/api/admin/sales/export?${range}&table=days&format=csv`, teacher.token)).statusCode,
    ).toBe(403);
  });
});

describe('the GST inside a tax-inclusive price', () => {
  it('splits it so the parts add up to the price, CGST taking the odd paisa, or all IGST between states', () => {
    expect(splitInclusivePrice(24_900, 1_800, false)).toEqual({
      taxablePaise: 21_102,
      cgstPaise: 1_899,
      sgstPaise: 1_899,
      igstPaise: 0,
      taxPaise: 3_798,
    });
    expect(splitInclusivePrice(6_900, 1_800, true)).toEqual({
      taxablePaise: 5_847,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_053,
      taxPaise: 1_053,
    });
    expect(splitInclusivePrice(6_900, 0, false)).toMatchObject({ taxablePaise: 6_900, taxPaise: 0 });
    for (let price = 0; price <= 20_000; price += 7) {
      const split = splitInclusivePrice(price, 500, false);
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(price);
      expect(split.cgstPaise - split.sgstPaise).toBeLessThanOrEqual(1);
    }
  });
});

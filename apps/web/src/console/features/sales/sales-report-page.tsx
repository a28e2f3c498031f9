// Console > Sales (admins): orders and revenue over a range of days in India, by day, payment
// method, paper and module; refunds; orders paid twice that wait for a refund; and the GST-ready
// export of every order line as CSV or Excel. The range lives in the address (#/admin/sales?from&to),
// with the page of each long table (papers, modules, orders paid twice), which the server pages.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { daysInRange, MAX_SALES_RANGE_DAYS, type TSalesReport, type TSalesTable } from '@padanam/contract';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import {
  downloadGstExport,
  downloadSalesTable,
  usePaidTwice,
  useSalesByModule,
  useSalesByPaper,
  useSalesReport,
  type TSalesRange,
} from '../../../api/admin-sales';
import { adminPaths } from '../../admin-paths';
import { DataTable } from '../../components/data-table';
import { EmptyListMessage } from '../../components/empty-list-message';
import { ExportButtons } from '../../components/export-buttons';
import { ListPage } from '../../components/list-page';
import { PagedTable } from '../../components/paged-table';
import { QueryState } from '../../components/query-state';
import { formatRupees, formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';

const METHOD_NAMES: Record<string, MessageDescriptor> = { razorpay: msg`Razorpay`, whatsapp: msg`WhatsApp order` };

/** The range the address asks for: both days, in order and at most a year apart, or none. */
function rangeOf(from: string | undefined, to: string | undefined): TSalesRange {
  if (!from || !to) return {};
  const days = daysInRange(from, to);
  return days >= 1 && days <= MAX_SALES_RANGE_DAYS ? { from, to } : {};
}

function Totals({ report }: { report: TSalesReport }) {
  const { t } = useLingui();
  const { totals } = report;
  const facts = [
    [t`Orders paid`, String(totals.orders)],
    [t`Gross revenue`, formatRupees(totals.grossPaise)],
    [t`Refunds`, String(totals.refunds)],
    [t`Refunded`, formatRupees(totals.refundedPaise)],
    [t`Net revenue`, formatRupees(totals.netPaise)],
  ] as const;
  return (
    <dl className="admin-facts" aria-label={t`Totals`}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A table's heading with its CSV and Excel downloads beside it. */
function TableHeading({
  title,
  table,
  range,
  onProblem,
}: {
  title: string;
  table: TSalesTable;
  range: { from: string; to: string };
  onProblem: (message: string | null) => void;
}) {
  return (
    <div className="admin-page__head">
      <h2 className="admin-section-title">{title}</h2>
      <ExportButtons
        isSmall
        what={title}
        text={(formatName) => formatName}
        onExport={(format) => {
          onProblem(null);
          downloadSalesTable(range, table, format).catch((failure: Error) => onProblem(failure.message));
        }}
      />
    </div>
  );
}

/** The long tables, each paged by the server: asked for beside the report, not after it. */
type TPagedTables = {
  paidTwice: ReturnType<typeof usePaidTwice>;
  byPaper: ReturnType<typeof useSalesByPaper>;
  byModule: ReturnType<typeof useSalesByModule>;
};
type TTablePage = 'paidTwicePage' | 'papersPage' | 'modulesPage';

function Report({
  report,
  tables: { paidTwice, byPaper, byModule },
  onPage,
  onProblem,
}: {
  report: TSalesReport;
  tables: TPagedTables;
  onPage: (table: TTablePage, page: number) => void;
  onProblem: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const methodName = (method: string) => {
    const name = METHOD_NAMES[method];
    return name ? t(name) : method;
  };
  const shownRange = { from: report.from, to: report.to };
  const heading = (title: string, table: TSalesTable) => (
    <TableHeading title={title} table={table} range={shownRange} onProblem={onProblem} />
  );
  const activeDays = report.byDay.filter((day) => day.orders > 0 || day.refunds > 0);
  return (
    <>
      <Totals report={report} />

      <h2 className="admin-section-title">
        <Trans>Paid twice, to refund</Trans>
      </h2>
      <PagedTable
        query={paidTwice}
        what={t`the orders paid twice`}
        label={t`Paid twice`}
        headings={[
          t({ message: 'Order', context: 'purchase' }),
          t`Paid`,
          t`Buyer`,
          t`Paid by`,
          t`Total`,
          t`Already had`,
        ]}
        emptyMessage={t`No paid order waits for a refund.`}
        onPage={(page) => onPage('paidTwicePage', page)}
        row={(order) => {
          const itemCount = order.linesOwnedWhenPaid;
          return (
            <tr key={order.orderId}>
              <td>
                <Link to={`${adminPaths.orders}?q=${order.number}`}>{order.number}</Link>
              </td>
              <td>{formatTime(order.paidAt)}</td>
              <td>{order.buyerName}</td>
              <td>{methodName(order.method)}</td>
              <td>{formatRupees(order.amountPaise)}</td>
              <td>{t`${plural(itemCount, { one: '# item', other: '# items' })}`}</td>
            </tr>
          );
        }}
      />

      {heading(t`By day`, 'days')}
      <DataTable
        label={t`By day`}
        headings={[t`Day`, t`Orders paid`, t`Gross`, t`Refunds`, t`Refunded`]}
        footer={
          activeDays.length === 0 ? (
            <EmptyListMessage>
              <Trans>No sales or refunds on these days.</Trans>
            </EmptyListMessage>
          ) : (
            <EmptyListMessage>
              <Trans>Days without sales or refunds are left out.</Trans>
            </EmptyListMessage>
          )
        }
      >
        {activeDays.map((day) => (
          <tr key={day.day}>
            <td>{day.day}</td>
            <td>{day.orders}</td>
            <td>{formatRupees(day.grossPaise)}</td>
            <td>{day.refunds}</td>
            <td>{formatRupees(day.refundedPaise)}</td>
          </tr>
        ))}
      </DataTable>

      {heading(t`By payment method`, 'methods')}
      <DataTable
        label={t`By payment method`}
        headings={[t`Paid by`, t`Orders paid`, t`Gross`, t`Refunds`, t`Refunded`]}
      >
        {report.byMethod.map((method) => (
          <tr key={method.method}>
            <td>{methodName(method.method)}</td>
            <td>{method.orders}</td>
            <td>{formatRupees(method.grossPaise)}</td>
            <td>{method.refunds}</td>
            <td>{formatRupees(method.refundedPaise)}</td>
          </tr>
        ))}
      </DataTable>

      {heading(t`By paper`, 'papers')}
      <PagedTable
        query={byPaper}
        what={t`the sales by paper`}
        label={t`By paper`}
        headings={[t`Paper`, t`Paper plans`, t`Module plans`, t`Gross`]}
        emptyMessage={t`Nothing sold.`}
        onPage={(page) => onPage('papersPage', page)}
        row={(paper) => (
          <tr key={paper.paperId}>
            <td>{paper.title}</td>
            <td>{paper.paperPlans}</td>
            <td>{paper.modulePlans}</td>
            <td>{formatRupees(paper.grossPaise)}</td>
          </tr>
        )}
      />

      {heading(t`By module`, 'modules')}
      <PagedTable
        query={byModule}
        what={t`the sales by module`}
        label={t`By module`}
        headings={[t`Module`, t`Paper`, t`Sold`, t`Gross`]}
        emptyMessage={t`No module sold on its own.`}
        onPage={(page) => onPage('modulesPage', page)}
        row={(module) => {
          const { moduleNumber, moduleTitle } = module;
          return (
            <tr key={module.moduleId}>
              <td>
                <Trans>
                  Module {moduleNumber}: {moduleTitle}
                </Trans>
              </td>
              <td>{module.paperTitle}</td>
              <td>{module.sold}</td>
              <td>{formatRupees(module.grossPaise)}</td>
            </tr>
          );
        }}
      />
    </>
  );
}

export function SalesReportPage() {
  const { t } = useLingui();
  const list = useListParams(['from', 'to', 'paidTwicePage', 'papersPage', 'modulesPage'] as const);
  const range = rangeOf(list.values.from, list.values.to);
  const report = useSalesReport(range);
  const tables: TPagedTables = {
    paidTwice: usePaidTwice({ page: list.values.paidTwicePage }),
    byPaper: useSalesByPaper(range, { page: list.values.papersPage }),
    byModule: useSalesByModule(range, { page: list.values.modulesPage }),
  };
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  // The fields show the range asked for, or the one the server chose (the last 30 days).
  const shown = {
    from: list.values.from ?? report.data?.from ?? '',
    to: list.values.to ?? report.data?.to ?? '',
  };
  const maxDays = MAX_SALES_RANGE_DAYS;
  const isRangeWrong = Boolean(list.values.from && list.values.to && !('from' in range));

  /** One day changed: both go into the address, so the range is always whole; the range's tables start again. */
  function setDay(name: 'from' | 'to', value: string) {
    list.update({ ...shown, [name]: value, papersPage: undefined, modulesPage: undefined });
  }

  return (
    <ListPage
      title={t`Sales`}
      intro={
        <p className="admin-page__lead">
          <Trans>
            Orders count on the day they were paid (India time) and refunds on the day they were made, so net revenue is
            gross less refunded. Prices include GST; the export takes the tax out of each line.
          </Trans>
        </p>
      }
      filters={
        <>
          <label className="admin-filters__select">
            <Trans>From</Trans>
            <input type="date" value={shown.from} onChange={(event) => setDay('from', event.target.value)} />
          </label>
          <label className="admin-filters__select">
            <Trans>To</Trans>
            <input type="date" value={shown.to} onChange={(event) => setDay('to', event.target.value)} />
          </label>
          <ExportButtons
            text={(formatName) => t`GST export (${formatName})`}
            isDisabled={!shown.from || !shown.to || isRangeWrong}
            onExport={(format) => {
              setExportProblem(null);
              downloadGstExport(shown, format).catch((failure: Error) => setExportProblem(failure.message));
            }}
          />
        </>
      }
    >
      {isRangeWrong && (
        <p className="admin-alert" role="alert">
          <Trans>
            Choose a range whose first day comes before its last, at most {maxDays} days long. Showing the last 30 days.
          </Trans>
        </p>
      )}
      {exportProblem && (
        <p className="admin-alert" role="alert">
          {exportProblem}
        </p>
      )}
      <QueryState query={report} what={t`the sales report`}>
        {(data) => (
          <Report
            report={data}
            tables={tables}
            onPage={(table, page) => list.update({ [table]: String(page) })}
            onProblem={setExportProblem}
          />
        )}
      </QueryState>
    </ListPage>
  );
}

import type { TInvoiceComputation } from '@portal/domain';
import type { TBatteryBilling } from './demo-battery-ledger.ts';
import {
  computeContractPeriod,
  invoiceOf,
  issueDate,
  type TPlanContract,
  type TPlannedInvoice,
  type TPlannedPoint,
} from './demo-invoice-plan.ts';
import { DEMO_INVOICE_RULES, demoRectificationAt, type TDemoStatus } from './demo-invoices-data.ts';
import { addDays, type TPeriod } from './invoice-periods.ts';
import { combineComputations, negateComputation } from './invoice-status.ts';

/**
 * A step of the plan: the invoices issued on `date`, computed when run. Steps of contracts that
 * share a battery must run in date order across contracts, because what an invoice may draw
 * depends on the ledger rows of the invoices issued before it (runPlan).
 */
export interface TPlanStep {
  date: string;
  run: () => TPlannedInvoice[];
}

/** Runs steps in issue-date order (steps of one date in the order given) and collects their invoices. */
export function runPlan(steps: readonly TPlanStep[]): TPlannedInvoice[] {
  const ordered = steps.map((step, index) => ({ step, index }));
  ordered.sort((a, b) => a.step.date.localeCompare(b.step.date) || a.index - b.index);
  return ordered.flatMap(({ step }) => step.run());
}

// Computes an invoice of a contract, drawing from and depositing in its batteries when it has some.
function billed(
  contract: TPlanContract,
  period: TPeriod,
  invoiceDate: string,
  key: string,
  battery: TBatteryBilling | undefined,
  readingFactor = 1,
): TInvoiceComputation {
  const available = battery?.available(contract.contractId, invoiceDate);
  const computation = computeContractPeriod(contract, period, invoiceDate, readingFactor, available);
  battery?.settle(key, contract.contractId, invoiceDate, computation);
  return computation;
}

/**
 * The steps of one contract's normal invoices over the periods (oldest first), each in the state the
 * script gives its rank (0 = newest): one per normal invoice, and one per rectification on its own
 * date. Invoices that a rectification cancels were billed on an estimated reading; the cancelling A
 * or B (which cancels the original's battery rows) and the R replacement, computed again on its date
 * on the metered one, follow. `demoName`: the demo contract whose rectifications it has (itself, or
 * the one a test customer's copies). runPlan runs them.
 */
export function contractInvoiceSteps(
  contract: TPlanContract,
  periods: readonly TPeriod[],
  script: (rank: number) => TDemoStatus,
  today: string,
  demoName: string = contract.name,
  battery?: TBatteryBilling,
): TPlanStep[] {
  const starts = periods.map((period) => period.start);
  return periods.flatMap((period, index): TPlanStep[] => {
    const rank = periods.length - 1 - index;
    const rectification = demoRectificationAt(demoName, starts, rank);
    const invoiceDate = issueDate(period);
    const factor = rectification ? DEMO_INVOICE_RULES.estimateFactor : 1;
    const key = `${contract.name}:${period.start}`;
    const base = {
      customerId: contract.customerId,
      kind: contract.kind,
      contract,
      payerVat: contract.payerVat,
      addressInvoiceId: contract.addressInvoiceId,
      period,
      rectifies: null,
      points: [],
    };
    let original: TInvoiceComputation | undefined;
    const normal: TPlanStep = {
      date: invoiceDate,
      run: () => {
        original = billed(contract, period, invoiceDate, key, battery, factor);
        return [invoiceOf({ ...base, key, invoiceDate, computation: original, type: 'N' }, script(rank), today)];
      },
    };
    if (!rectification) return [normal];
    const rectifiedOn = addDays(invoiceDate, DEMO_INVOICE_RULES.rectificationDelayDays);
    const cancellingKey = `${key}:${rectification.type}`;
    const rectifying: TPlanStep = {
      date: rectifiedOn,
      run: () => {
        battery?.cancel(key, cancellingKey, rectifiedOn);
        const cancelling = {
          ...base,
          key: cancellingKey,
          invoiceDate: rectifiedOn,
          computation: negateComputation(original!),
          type: rectification.type,
          rectifies: key,
        };
        const replacementKey = `${key}:R`;
        const replacement = {
          ...base,
          key: replacementKey,
          invoiceDate: rectifiedOn,
          computation: billed(contract, period, rectifiedOn, replacementKey, battery),
          type: 'R' as const,
          rectifies: key,
        };
        return [invoiceOf(cancelling, rectification.cancelStatus, today), invoiceOf(replacement, rectification.replacementStatus, today)];
      },
    };
    return [normal, rectifying];
  });
}

/**
 * The steps of one customer's monthly multipoint invoices, one per month, one point per contract in
 * contract order. Each point is computed on its own; its battery rows name the point's contract and
 * the multipoint invoice.
 */
export function multipointInvoiceSteps(
  customer: { customerId: number; payerVat: string; addressInvoiceId: number | null; key: string },
  contracts: readonly TPlanContract[],
  periods: readonly TPeriod[],
  script: (rank: number) => TDemoStatus,
  today: string,
  battery?: TBatteryBilling,
): TPlanStep[] {
  return periods.map((period, index) => {
    const invoiceDate = issueDate(period);
    const key = `${customer.key}:${period.start}`;
    return {
      date: invoiceDate,
      run: () => {
        const points = contracts.map((contract, position): TPlannedPoint => {
          const computation = billed(contract, period, invoiceDate, key, battery);
          return {
            position,
            contractId: contract.contractId,
            contractName: contract.name,
            cupsName: contract.cupsName,
            cupsAddress: contract.cupsAddress,
            energyKwh: computation.energyKwh,
            amountTotal: computation.total,
            computation,
          };
        });
        const base = {
          ...customer,
          key,
          kind: 'multipoint' as const,
          contract: null,
          period,
          invoiceDate,
          computation: combineComputations(points.map((point) => point.computation)),
          type: 'N' as const,
          rectifies: null,
          points,
        };
        return [invoiceOf(base, script(periods.length - 1 - index), today)];
      },
    };
  });
}

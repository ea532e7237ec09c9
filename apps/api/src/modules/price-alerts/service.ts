import {
  eurosToCents,
  isGateOpen,
  PRICE_ALERTS_PER_CUSTOMER,
  type TOmipImportReport,
  type TOmipProduct,
  type TPriceAlert,
  type TPriceAlertForm,
  VALIDATION_ERROR,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import { importOmipLines, type OmipImportDeps } from './omip-import.ts';
import type { PriceAlertsRepo } from './repo.ts';

const notFound = () => new ApiError(404, 'not_found', 'not_found');
const alertNotFound = () => new ApiError(404, 'price_alert_not_found', 'price_alert_not_found');

export interface PriceAlertsServiceDeps {
  repo: PriceAlertsRepo;
  settings: Pick<SettingsService, 'publicSettings'>;
  importer: OmipImportDeps;
}

/**
 * The price alerts (visitor-and-shell §2.9, §3.8, §5.5, §7, §8; docs/price-alerts.md): the products
 * with their latest settlement, a customer's alerts (scoped by ownership: another customer's id
 * is not found, like a missing one), adding, changing and deleting one, and the import of OMIP's
 * settlement prices that fires them.
 */
export class PriceAlertsService {
  constructor(private readonly deps: PriceAlertsServiceDeps) {}

  /** 404 while the page's gate (settings.priceAlerts) is closed: its calls do not exist either. */
  async assertOpen(): Promise<void> {
    if (!isGateOpen('priceAlerts', await this.deps.settings.publicSettings())) throw notFound();
  }

  async products(): Promise<TOmipProduct[]> {
    const rows = await this.deps.repo.products();
    return rows.map((row) => ({ name: row.name, last_price: row.price_cents / 100, last_day: row.day }));
  }

  async list(userId: number): Promise<TPriceAlert[]> {
    const alerts = await this.deps.repo.alerts(userId);
    const recent = await this.deps.repo.recentPrices([...new Set(alerts.map((alert) => alert.product_id))]);
    return alerts.map((alert) => ({
      id: alert.id,
      product: alert.product,
      type: alert.type,
      price: alert.price_cents / 100,
      last_fired_at: alert.last_fired_at?.toISOString() ?? null,
      last_fired_price: alert.last_fired_price_cents === null ? null : alert.last_fired_price_cents / 100,
      recent_prices: recent
        .filter((row) => row.product_id === alert.product_id)
        .map((row) => ({ day: row.day, price: row.price_cents / 100 })),
    }));
  }

  /**
   * Adds an alert (no id) or changes one of the customer's (an id): the product must be one with
   * prices (400 product: price_alert_product_unknown); at most PRICE_ALERTS_PER_CUSTOMER (409).
   * The price is kept in cents, the precision '==' compares at.
   */
  async save(userId: number, request: TPriceAlertForm & { id?: number | null | undefined }): Promise<{ status: 'OK'; id: number }> {
    const productId = await this.deps.repo.productId(request.product);
    if (productId === undefined)
      throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors: { product: ['price_alert_product_unknown'] } });
    const values = { productId, type: request.type, priceCents: eurosToCents(request.price) };
    if (request.id != null) {
      const id = await this.deps.repo.updateAlert(request.id, userId, values);
      if (id === undefined) throw alertNotFound();
      return { status: 'OK', id };
    }
    const customerId = await this.deps.repo.customerOf(userId);
    if (customerId === undefined) throw notFound();
    if ((await this.deps.repo.countAlerts(customerId)) >= PRICE_ALERTS_PER_CUSTOMER)
      throw new ApiError(409, 'price_alerts_limit', 'price_alerts_limit');
    return { status: 'OK', id: await this.deps.repo.insertAlert(customerId, userId, values) };
  }

  async remove(userId: number, id: number): Promise<{ status: 'OK' }> {
    if (!(await this.deps.repo.deleteAlert(id, userId))) throw alertNotFound();
    return { status: 'OK' };
  }

  /** An OMIP file's lines into the settlements, then the alerts they cross (omip-import.ts). */
  importLines(lines: AsyncIterable<string> | Iterable<string>): Promise<TOmipImportReport> {
    return importOmipLines(this.deps.importer, lines);
  }
}

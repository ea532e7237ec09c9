import { expect, type Page } from '@playwright/test';
import { DEMO_REGISTRY_CUPS } from '../../apps/api/src/seed/demo/demo-registry-cups.ts';

/**
 * Filling the contracting wizards' steps as a visitor would (visitor-and-shell §2.3), for
 * contracting.spec.ts. Each fills what the demo data needs and presses next; the caller checks
 * where it lands.
 */
export const CUPS = DEMO_REGISTRY_CUPS;

/** A valid NIF no demo customer has: each run makes new customers (the data is fresh every run, the number random). */
export function newNif(): string {
  const n = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

/** A small real PDF: the API checks the bytes, not the name. */
export const PDF = {
  name: 'document.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

export const next = (page: Page) => page.getByTestId('wizard-next').click();
export const onStep = (page: Page, step: string) => expect(page.getByTestId(`wizard-step-body-${step}`)).toBeVisible();

/** The installation step: a CUPS the registry knows, a Barcelona address, the authorisations. */
export async function fillInstallation(page: Page, { cups = CUPS.available20TD, electricity = true, signedIn = false } = {}) {
  await page.getByTestId('field-cups').fill(cups);
  // The lookup settled ("looking" is a status too), so the postal code below is the test's own.
  await expect(page.getByTestId('installation-cups-lookup-status')).toHaveAttribute('data-status', /^(found|unknown|failed)$/);
  await page.getByTestId('field-address.dp').fill('08001');
  await expect(page.getByTestId('field-address.province')).toHaveValue(/Barcelona/i);
  await page.getByTestId('field-address.tv').selectOption('CL');
  await page.getByTestId('field-address.nv').fill('Major');
  await page.getByTestId('field-address.pnp').fill('12');
  const origin = page.getByTestId('field-comerOrigin');
  await expect(origin).toBeEnabled();
  await origin.selectOption({ index: 1 });
  if (electricity) await page.getByTestId('field-acceptMorosityVerification').check();
  if (!signedIn) await page.getByTestId('field-leadsConsent').check();
}

export interface TPerson {
  nif: string;
  name: string;
  surname: string;
  email: string;
}

export const newPerson = (): TPerson => {
  const nif = newNif();
  return { nif, name: 'Laia', surname: 'Vidal', email: `laia.${nif.toLowerCase()}@correu.example` };
};

/** The person step of a visitor: the holder, their contact, the ID front. */
export async function fillPerson(page: Page, person: TPerson) {
  await page.getByTestId('field-vat').fill(person.nif);
  await page.getByTestId('field-name').fill(person.name);
  await page.getByTestId('field-surName1').fill(person.surname);
  await page.getByTestId('field-mobile').fill('612345678');
  await page.getByTestId('field-email').fill(person.email);
  await page.getByTestId('field-commsLanguage').selectOption('ca-ES');
  await page.getByTestId('field-nifFaceup').setInputFiles(PDF);
}

/** The electricity contract step: the powers the lookup filled, the first product offered. */
export async function fillContract(page: Page, product = 'product-1') {
  await expect(page.getByTestId('field-power')).not.toHaveValue('');
  await expect(page.getByTestId('field-accessTariff')).not.toHaveValue('');
  await page.getByTestId(product).check();
}

export async function fillPayment(page: Page) {
  await page.getByTestId('field-iban').fill('ES91 2100 0418 4502 0005 1332');
  await page.getByTestId('field-isOwner').check();
}

export async function acceptConditions(page: Page) {
  await page.getByTestId('field-acceptOVConditions').check();
  await page.getByTestId('field-acceptGdpr').check();
}

/**
 * A visitor's electricity wizard from its first step to its finish page with the steps' usual
 * answers; `atStep` runs as each later step shows (its checks), before it is filled.
 */
export async function fillElectricityWizard(
  page: Page,
  person: TPerson,
  atStep: (step: 'person' | 'contract' | 'payment' | 'confirmation' | 'finish') => Promise<void> = async () => {},
) {
  const steps = [
    ['person', () => fillPerson(page, person)],
    ['contract', () => fillContract(page)],
    ['payment', () => fillPayment(page)],
    ['confirmation', () => acceptConditions(page)],
  ] as const;
  await fillInstallation(page);
  for (const [step, fill] of steps) {
    await next(page);
    await onStep(page, step);
    await atStep(step);
    await fill();
  }
  await next(page);
  await expect(page.getByTestId('contracting-finish')).toBeVisible();
  await atStep('finish');
}

import sharp from 'sharp';
import type { Page } from 'playwright-core';

/** Fills the open bank-transfer form's payer and receipt photo (the amount is typed by the caller), sends it and waits for its review notice. */
export async function sendTransfer(page: Page): Promise<void> {
  await page.getByLabel('Payer’s name').fill('Ann Shopper');
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 240, g: 240, b: 235 } } }).png().toBuffer();
  await page.setInputFiles('#remit-proof', { name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await page.getByText('Uploaded', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'I have paid — submit for review' }).tap();
  await page.getByText('Transfer sent for review').waitFor();
}

import { readFileSync } from 'node:fs';
import { PAID_VIDEO, buyWithSandbox, expect, fanHeaders, paidDemoVideo, signInAsStaff, snap, test } from './fixtures';

test('a fan buys a paid video; staff find the purchase, read its payment log and refund it, and access ends', async ({
  page,
}) => {
  const request = page.request;

  // The fan buys the demo paid full fight with the sandbox: initiate, approve, confirm from the return address.
  const fan = await fanHeaders(request, 'buyer', 'Nima');
  const { id: videoId, product } = await paidDemoVideo(request);
  expect(product, 'the demo video is on sale').not.toBeNull();
  const playback = () => request.post(`/api/v1/videos/${videoId}/playback`, { headers: fan });
  expect((await playback()).status()).toBe(403);
  const { status, referenceId } = await buyWithSandbox(request, fan, product ?? { productId: '', amount: 0 });
  expect(status).toBe('PAID');
  expect((await playback()).status()).toBe(200);

  // Staff look at the products on sale and the product dialog.
  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('Kabita Tamang');
  await expect(page.getByRole('cell', { name: PAID_VIDEO }).first()).toBeVisible();
  await snap(page, 'admin-products');
  await page.getByRole('button', { name: `Edit ${PAID_VIDEO}` }).click();
  const productDialog = page.getByRole('dialog', { name: 'Edit product' });
  await expect(productDialog.getByLabel('Price in rupees')).toHaveValue('299');
  await snap(page, 'admin-product-dialog');
  await productDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(productDialog).toBeHidden();

  // Staff find the purchase by its reference and open it: its facts and its payment log.
  await page.getByRole('menuitem', { name: 'Purchases' }).click();
  await page.getByRole('textbox', { name: 'Reference' }).fill(referenceId);
  await page.getByRole('textbox', { name: 'Reference' }).press('Enter');
  const open = page.getByRole('button', { name: `Open purchase ${referenceId}` });
  await expect(open).toHaveCount(1);
  await expect(
    page.getByRole('row', { name: new RegExp(referenceId) }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await snap(page, 'admin-purchases');
  await open.click();
  const drawer = page.getByRole('dialog').filter({ hasText: `Purchase ${referenceId}` });
  await expect(drawer.getByRole('heading', { name: 'Payment log' })).toBeVisible();
  const log = drawer.getByRole('list', { name: 'Payment log' });
  await expect(log.getByRole('listitem').first()).toBeVisible();
  await log.getByText('Response').first().click();
  await snap(page, 'admin-purchase-detail');

  // Any receipt downloads as PDF (a tax invoice once the promotion configures its PAN).
  const downloaded = page.waitForEvent('download');
  await drawer.getByTestId('receipt-pdf').click();
  const receipt = await downloaded;
  expect(receipt.suggestedFilename()).toBe(`receipt-${referenceId}.pdf`);
  expect(
    readFileSync(await receipt.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The refund: a note, the confirmation, and the purchase shows as refunded.
  await drawer.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund this purchase?' });
  await expect(confirm.getByText('A sandbox payment moved no money')).toBeVisible();
  await confirm.getByLabel('Note (optional)').fill('Bought by mistake, asked within the hour');
  await confirm.getByRole('button', { name: /^Refund Rs\./ }).click();
  await expect(page.getByText(`Purchase ${referenceId} is refunded.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(drawer.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await expect(log.getByText('refund', { exact: true })).toBeVisible();

  // The fan's access is withdrawn with the refund.
  expect((await playback()).status()).toBe(403);
});

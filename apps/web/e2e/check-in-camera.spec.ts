import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { TICKET_QR } from '@ringside/contract/display/ticket-qr';
import { expect, test, PASSWORD, signInAsStaff, signOutOfBackOffice, snap, verifiedAccount } from './fixtures';
import config from '../playwright.config';

// Chromium's fake camera plays this file; it is read when the page asks for the camera, so the test writes the
// ticket's QR into it just before staff press "Start camera".
const CAMERA = path.join(tmpdir(), `ringside-camera-${process.pid}`, 'door.mjpeg');
mkdirSync(path.dirname(CAMERA), { recursive: true });
writeFileSync(
  CAMERA,
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer(),
);

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA}`,
    ],
  },
  permissions: ['camera'],
});

/** A phone held up to the door's camera: the ticket's QR as drawn in the account area, on a grey background. */
async function holdUpToCamera(code: string): Promise<void> {
  const qr = await QRCode.toBuffer(code, { ...TICKET_QR, width: 300 });
  const frame = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b7280' } })
    .composite([{ input: qr, left: 170, top: 90 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  writeFileSync(CAMERA, frame);
}

test('staff check a ticket in with the phone camera', async ({ page }) => {
  // A fan takes a free place at the demo event that is open for attendance.
  const email = await verifiedAccount(page.request, 'door', 'Pasang');
  const device = { 'device-token': randomUUID() };
  const signIn = await page.request.post('/api/v1/auth', { data: { email, password: PASSWORD }, headers: device });
  const headers = { ...device, 'x-xsrf-token': (await signIn.json()).data.token as string };
  const events = (await (await page.request.post('/api/v1/events/search/all', { data: { pageSize: 50 } })).json()).data
    .items as { id: string; name: string }[];
  const event = events.find((item) => item.name === 'SFC 3: Kathmandu Showdown');
  expect(event).toBeDefined();
  const ticket = await page.request.post(`/api/v1/events/${event?.id}/attendance`, { headers });
  expect(ticket.status()).toBe(200);
  await holdUpToCamera((await ticket.json()).data.code);

  await signInAsStaff(page);
  await page.goto(`/admin/check-in?event=${event?.id}`);
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(page.getByText('Pasang Sherpa')).toBeVisible();
  await snap(page, 'admin-check-in-camera');
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await signOutOfBackOffice(page);
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// The same reader as the door screen (ZXing-C++ as WebAssembly), with its binary read from node_modules
// instead of fetched.
const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
});

/** What the door's scanner reads from a QR image (PNG or JPEG bytes), or undefined when it finds none. */
export async function scanQr(image: ArrayBuffer | Uint8Array | string): Promise<string | undefined> {
  const bytes = typeof image === 'string' ? Buffer.from(image) : new Uint8Array(image);
  const [result] = await readBarcodes(new Blob([bytes]), {
    formats: ['QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
  return result?.isValid ? result.text : undefined;
}

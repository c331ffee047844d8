import type * as ZXing from 'zxing-wasm/reader';

let loading: Promise<typeof ZXing> | undefined;

/**
 * ZXing-C++ compiled to WebAssembly (zxing-wasm): it reads every ticket QR, where the JavaScript port missed
 * about one in twenty clean codes. Loaded when the door screen first scans, so no other page carries it; the
 * .wasm file is served from our own build (the library would fetch it from a CDN).
 */
function loadReader(): Promise<typeof ZXing> {
  loading ??= Promise.all([import('zxing-wasm/reader'), import('zxing-wasm/reader/zxing_reader.wasm?url')]).then(
    async ([zxing, { default: wasmUrl }]) => {
      await zxing.prepareZXingModule({
        overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
        fireImmediately: true,
      });
      return zxing;
    },
  );
  // A failed load (a dropped connection) is tried again on the next scan.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Resolves once the reader is ready to scan; the camera waits for it so that a failed load is said at once. */
export async function loadQrReader(): Promise<void> {
  await loadReader();
}

/** The text of the first QR code in an image (a photo file or a camera frame), or undefined when it holds none. */
export async function readQr(image: Blob | ImageData): Promise<string | undefined> {
  const { readBarcodes } = await loadReader();
  const [result] = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  return result?.isValid ? result.text : undefined;
}

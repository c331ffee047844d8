/** Photos above this are re-encoded before upload: phone cameras write 4 to 12 MB, the pages need far less. */
const SHRINK_ABOVE_BYTES = 1.5 * 1024 * 1024;
/** The largest rendition is 1200 px wide; a little more leaves the server room to crop. */
const MAX_EDGE_PX = 1600;

/**
 * A large photo re-encoded in the browser as a JPEG of at most 1600 px: on a slow mobile connection a 6 MB
 * picture becomes a few hundred kB. Anything that goes wrong (an old browser, a broken file) sends the
 * original instead, and the server's checks decide.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // Transparent PNG areas would turn black in a JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}

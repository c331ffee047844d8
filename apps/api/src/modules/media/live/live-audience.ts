/** A viewer counts while their player has asked for a playlist within this time (players ask every few seconds). */
const ACTIVE_SECONDS = 30;

/** Who is watching each live stream now: distinct devices whose player is fetching its playlists. */
export class LiveAudience {
  private readonly seen = new Map<string, Map<string, number>>();

  record(eventId: string, device: string): void {
    let devices = this.seen.get(eventId);
    if (!devices) this.seen.set(eventId, (devices = new Map()));
    devices.set(device, Date.now());
  }

  count(eventId: string): number {
    const devices = this.seen.get(eventId);
    if (!devices) return 0;
    const since = Date.now() - ACTIVE_SECONDS * 1000;
    for (const [device, at] of devices) if (at < since) devices.delete(device);
    return devices.size;
  }
}

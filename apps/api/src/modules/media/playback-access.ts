import type { ErrorCode, Playback, PlaybackAccess } from '@ringside/contract';
import { AppError } from '../../lib/app-error';

/** The refusals that are a state of the page (sign in, buy, come back later), not a failure. */
const STATES: Partial<Record<ErrorCode, PlaybackAccess['access']>> = {
  HUBPBSI001: 'SIGN_IN',
  HUBPBNA001: 'NO_ACCESS',
  HUBPBNR001: 'NOT_READY',
  HUBLVOF001: 'NOT_READY',
};

/** A playback call's answer as the player's first call wants it: the playback, or why not, never a 403. */
export async function playbackAccess(start: () => Promise<Playback>): Promise<PlaybackAccess> {
  try {
    return { access: 'ALLOWED', playback: await start() };
  } catch (error) {
    const access = error instanceof AppError ? STATES[error.code] : undefined;
    if (!access) throw error;
    return { access, playback: null };
  }
}

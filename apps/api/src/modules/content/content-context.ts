import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import type { HomeResolver } from './home-resolver';

/** What the content services share. */
export interface ContentContext {
  db: Db;
  /** Public media (/media): banner and ad pictures. */
  storage: FileStorage;
  resolver: HomeResolver;
  imageMaxBytes: number;
  /** The upload limit in MB, for messages. */
  maxMb: number;
  log: FastifyBaseLogger;
  /** Something fans see changed: the cached home and ads go. */
  changed: () => void;
}

import { createRequire } from 'node:module';
import type { AddressInfo, Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** What the ingest knows of a publisher: its stream key and how many bytes it has sent. */
export interface Publisher {
  streamKey: string;
  /** Bytes received so far (for the bitrate). */
  inBytes(): number;
  /** Closes the publisher's connection (a refused or ended stream). */
  close(): void;
}

interface NmsSession {
  id: string;
  ip: string;
  streamApp: string;
  streamName: string;
  inBytes: number;
  socket: { destroy(): void };
  broadcast?: { publishGraceMs: number };
}

export interface IngestEvents {
  /** A publisher with a known key started (or resumed within the reconnect window); false refuses it. */
  accept(streamKey: string): boolean;
  started(publisher: Publisher): void;
  /** The publisher is gone for good (the reconnect window passed). */
  ended(streamKey: string): void;
}

const LOCAL = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** node-media-server gives "address:port" ("127.0.0.1:51816", "[::1]:51816"). */
const addressOf = (ip: string) => ip.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');

/**
 * RTMP ingest for encoders (OBS, ffmpeg), on node-media-server's RTMP server: it speaks the protocol; we decide
 * who may publish (a known stream key, under the app "live") and who may play. Only this server's own
 * transcoder, on loopback, may play a stream: fans watch the signed HLS, never the RTMP feed.
 */
export class RtmpIngest {
  private server: { tcpServer?: Server; stop(): void } | undefined;
  private detach: (() => void) | undefined;
  private broadcasts: Map<string, { subscribers: Map<string, { close(): void }> }> | undefined;

  constructor(
    private readonly options: { port: number; host: string; reconnectSeconds: number },
    private readonly events: IngestEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens; answers the port (useful when 0 asked for any free one). */
  async start(): Promise<number> {
    // node-media-server is CommonJS with one process-wide context; its RTMP server is used on its own.
    const require = createRequire(import.meta.url);
    const context = require('node-media-server/src/core/context.js');
    const logger = require('node-media-server/src/core/logger.js');
    logger.level = 'error';
    context.config = { bind: this.options.host, rtmp: { port: this.options.port } };
    this.broadcasts = context.broadcasts;
    const NodeRtmpServer = require('node-media-server/src/server/rtmp_server.js');
    const server = new NodeRtmpServer();
    this.server = server;

    // node-media-server emits postPublish right after prePublish, even for a publisher refused there.
    const refused = new WeakSet<NmsSession>();
    const handlers: Record<string, (session: NmsSession) => void> = {
      prePublish: (session) => {
        if (session.streamApp === 'live' && this.events.accept(session.streamName)) return;
        refused.add(session);
        this.log.warn({ ip: session.ip }, 'RTMP publish refused: unknown stream key');
        session.socket.destroy();
      },
      postPublish: (session) => {
        if (refused.has(session)) return;
        if (session.broadcast) session.broadcast.publishGraceMs = this.options.reconnectSeconds * 1000;
        this.events.started({
          streamKey: session.streamName,
          inBytes: () => session.inBytes,
          close: () => session.socket.destroy(),
        });
      },
      donePublish: (session) => {
        if (!refused.has(session)) this.events.ended(session.streamName);
      },
      prePlay: (session) => {
        if (!LOCAL.has(addressOf(session.ip))) session.socket.destroy();
      },
    };
    for (const [name, handler] of Object.entries(handlers)) context.eventEmitter.on(name, handler);
    this.detach = () => {
      for (const [name, handler] of Object.entries(handlers)) context.eventEmitter.off(name, handler);
    };

    const tcp = server.tcpServer as Server;
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(this.options.port, this.options.host, () => {
        tcp.off('error', reject);
        resolve();
      });
    });
    // A later error (a lost socket) is logged, never a reason to exit.
    tcp.on('error', (error) => this.log.error({ err: error }, 'RTMP ingest error'));
    return (tcp.address() as AddressInfo).port;
  }

  /** Disconnects the players of a stream (our transcoder): its input ends, so it finishes its outputs cleanly. */
  closePlayers(streamKey: string): void {
    for (const player of this.broadcasts?.get(`/live/${streamKey}`)?.subscribers.values() ?? []) player.close();
  }

  stop(): void {
    this.detach?.();
    this.server?.stop();
    this.server = undefined;
  }
}

import { createRequire } from 'node:module';
import type { AddressInfo, Server, Socket } from 'node:net';
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
  socket: Socket;
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

export interface IngestOptions {
  port: number;
  host: string;
  reconnectSeconds: number;
  /** A connection must publish (or our transcoder play) within this time, and a publisher never be idle longer. */
  timeoutMs: number;
  /** Connections at once from one address (our own transcoder's do not count). */
  perAddress: number;
}

/** What the gate knows of a connection it let in. */
interface Admitted {
  deadline: NodeJS.Timeout;
  /** Gives back its place under the cap (once). */
  release(): void;
}

/**
 * RTMP ingest for encoders (OBS, ffmpeg), on node-media-server's RTMP server: it speaks the protocol; we decide
 * who may publish (a known stream key, under the app "live") and who may play. Only this server's own
 * transcoder, on loopback, may play a stream: fans watch the signed HLS, never the RTMP feed.
 */
export class RtmpIngest {
  private server: { tcpServer?: Server; stop(): void; handleRequest(socket: Socket): void } | undefined;
  private detach: (() => void) | undefined;
  private broadcasts: Map<string, { subscribers: Map<string, { close(): void }> }> | undefined;
  private readonly connections = new Map<string, number>();
  private readonly admitted = new WeakMap<Socket, Admitted>();

  constructor(
    private readonly options: IngestOptions,
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
        if (session.streamApp === 'live' && this.events.accept(session.streamName)) {
          // Published: from now on only idleness closes it.
          clearTimeout(this.admitted.get(session.socket)?.deadline);
          return;
        }
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
        if (!LOCAL.has(addressOf(session.ip))) return session.socket.destroy();
        // Our transcoder: it waits through an encoder's dropout without a byte, and takes no place under the cap.
        const admitted = this.admitted.get(session.socket);
        clearTimeout(admitted?.deadline);
        admitted?.release();
        session.socket.setTimeout(0);
      },
    };
    for (const [name, handler] of Object.entries(handlers)) context.eventEmitter.on(name, handler);
    this.detach = () => {
      for (const [name, handler] of Object.entries(handlers)) context.eventEmitter.off(name, handler);
    };

    const tcp = server.tcpServer as Server;
    // node-media-server hands each connection to an RTMP session at once; our gate goes in front of it.
    tcp.removeAllListeners('connection');
    tcp.on('connection', (socket: Socket) => this.admit(socket));
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

  /**
   * Lets a connection in when its address is under the cap, with a deadline to publish and an idle timeout: a
   * connection that never finishes the handshake, or an encoder that goes silent, is closed.
   */
  private admit(socket: Socket): void {
    const address = (socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const open = this.connections.get(address) ?? 0;
    if (open >= this.options.perAddress) {
      this.log.warn({ ip: address }, 'RTMP connection refused: too many from this address');
      socket.destroy();
      return;
    }
    this.connections.set(address, open + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (this.connections.get(address) ?? 1) - 1;
      if (left > 0) this.connections.set(address, left);
      else this.connections.delete(address);
    };
    const close = () => socket.destroy();
    // A deadline, not only idleness: a client dripping a byte at a time never finishes the handshake either.
    const deadline = setTimeout(close, this.options.timeoutMs);
    deadline.unref();
    socket.setTimeout(this.options.timeoutMs, close);
    socket.once('close', () => {
      clearTimeout(deadline);
      release();
    });
    this.admitted.set(socket, { deadline, release });
    this.server?.handleRequest(socket);
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

// A stand-in exchange for the feed worker in browser tests: it sits at the other end of the MessagePort
// that the worker uses as its socket (workers/core/feed/port-socket.ts), records what the feed sends and
// sends whatever frames a test gives it.
import type { PortSocketReply, PortSocketRequest } from '../../../workers/core/feed/port-socket';
import type { ClientMessage } from '../../../contract/socket';

export class ExchangeStandIn {
  /** The port to hand to the worker as `exchangePort`. */
  readonly workerPort: MessagePort;
  readonly received: ClientMessage[] = [];
  connects = 0;
  closes = 0;
  private readonly port: MessagePort;
  private connection: number | null = null;

  constructor() {
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.workerPort = channel.port2;
    this.port.onmessage = (event: MessageEvent<PortSocketRequest>) => {
      const request = event.data;
      if (request.kind === 'connect') {
        this.connects += 1;
        this.connection = request.id;
        this.reply({ kind: 'open', id: request.id });
      } else if (request.kind === 'text' && request.id === this.connection) {
        this.received.push(JSON.parse(request.text) as ClientMessage);
      } else if (request.kind === 'close') {
        this.closes += 1;
        if (request.id === this.connection) this.connection = null;
      }
    };
  }

  /** Sends a frame object as JSON text. */
  frame(frame: object): void {
    this.send(JSON.stringify(frame));
  }

  /** Sends anything as a message, malformed data included. */
  send(data: unknown): void {
    if (this.connection === null) throw new Error('the feed has no connection open');
    this.reply({ kind: 'message', id: this.connection, data });
  }

  dispose(): void {
    this.port.close();
  }

  private reply(message: PortSocketReply): void {
    this.port.postMessage(message);
  }
}

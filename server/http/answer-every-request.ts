import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { t } from '../i18n';
import { sizeText } from './size-text';

/**
 * Every request gets an HTTP answer, also when the connection must go (issue 33 #9).
 *
 * - An answer written before its request's body has all arrived (a body over the limit answered 413 while the
 *   client still uploads) says `Connection: close`, so the client sends nothing more on that connection; and the
 *   connection closes by a *lingering* close: our side ends after the answer, then reads and discards what the
 *   client still sends (until it closes, is silent for LINGER_MS or has sent LINGER_BYTES), then is destroyed. A plain close with the
 *   upload still arriving resets the connection (TCP RST), and the client loses the answer it was about to read;
 *   a keep-alive connection cut after its answer (as @hono/node-server's 500 ms drain does) loses the client's next
 *   request ("other side closed").
 * - A request Node cannot parse (headers over MAX_HEADER_BYTES, a broken request line, a header timeout) is answered
 *   with an envelope before the lingering close, instead of Node's bare reply: its `code` is the HTTP status (431,
 *   400, 408), a failure to the shop's API (success 1) and to the affiliate API (success 0) alike, as its path is
 *   not known.
 */
const LINGER_MS = 5_000;
/**
 * The request line and headers Node reads (its default is 16 KB): a GET call's query may be as long as a POST
 * call's body (64 KB), with room; beyond it the answer is 431.
 */
export const MAX_HEADER_BYTES = 128 * 1024;
const LINGER_BYTES = 16 << 20;
const lingering = Symbol('lingering');

type LingerSocket = Socket & { [lingering]?: true };

/** Ends `socket` after what is written, then reads and drops what still comes, then destroys it. Once per socket. */
function lingerClose(socket: LingerSocket, incoming?: IncomingMessage) {
  if (socket[lingering]) return;
  socket[lingering] = true;
  let bytes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(done, LINGER_MS);
    timer.unref();
  };
  const drop = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > LINGER_BYTES) done();
    else wait();
  };
  wait();
  socket.once('end', done); // the client has read the answer and closed its side
  socket.once('close', () => clearTimeout(timer));
  if (incoming) {
    // The request's parser still owns the socket: the rest of the body arrives as the request's data.
    incoming.on('data', drop);
    incoming.once('end', done);
    incoming.once('error', done);
    incoming.resume();
  } else {
    socket.on('data', drop);
    socket.resume();
  }
  socket.end();
}

/**
 * Node (its keep-alive close) and @hono/node-server (its drain) end a connection with `destroySoon`: on a socket
 * whose request is still arriving, that becomes the lingering close.
 */
function closeByLingering(socket: LingerSocket, incoming: IncomingMessage) {
  socket.destroySoon = () => lingerClose(socket, incoming);
}

const CLIENT_ERRORS: Record<string, [status: number, reason: string, key: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'error.headersTooLarge'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'error.badRequest'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'error.requestTimeout'],
};

/** The envelope answer to a request Node could not parse, as raw HTTP/1.1. */
export function clientErrorAnswer(code: string | undefined, now = Math.floor(Date.now() / 1000)): string {
  const [status, reason, key] = CLIENT_ERRORS[code ?? ''] ?? [400, 'Bad Request', 'error.badRequest'];
  const body = JSON.stringify({ code: status, msg: t('en', key, { size: sizeText(MAX_HEADER_BYTES) }), time: now, data: null });
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

export function answerEveryRequest(server: Server) {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.httpVersionMajor !== 1) return; // HTTP/2 ends a stream, never the connection
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      if (!req.complete) {
        this.shouldKeepAlive = false; // Node writes `Connection: close` and ends the connection after the answer
        closeByLingering(req.socket, req);
      }
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: LingerSocket) => {
    // The parser reports each later chunk of a broken request again: the first report is answered, once.
    if (socket[lingering] || socket.destroyed) return;
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy();
    socket.write(clientErrorAnswer(err.code));
    lingerClose(socket);
  });
}

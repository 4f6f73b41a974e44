import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import { serve, type ServerType } from '@hono/node-server';
import type { ServerConfig } from '../config';
import { answerEveryRequest, MAX_HEADER_BYTES } from './answer-every-request';

/**
 * Serves `fetch` on the configured port: plain HTTP/1.1 by default; with a certificate (TLS_CERT and
 * TLS_KEY) HTTPS with HTTP/2, so the page's scripts, strings and calls share one connection, and
 * HTTP/1.1 over TLS for clients without HTTP/2. Every request is answered, also one whose connection must go
 * (answer-every-request.ts).
 */
export function listen(fetch: (req: Request) => Response | Promise<Response>, config: Pick<ServerConfig, 'port' | 'tls'>, ready: (url: string) => void): ServerType {
  const scheme = config.tls ? 'https' : 'http';
  const secure = config.tls
    ? { createServer: createSecureServer, serverOptions: { cert: readFileSync(config.tls.cert), key: readFileSync(config.tls.key), allowHTTP1: true, maxHeaderSize: MAX_HEADER_BYTES } }
    : { serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } };
  const server = serve({ fetch, port: config.port, ...secure }, (info) => ready(`${scheme}://localhost:${info.port}`));
  answerEveryRequest(server as Server);
  return server;
}

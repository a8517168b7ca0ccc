import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ADMIN_PREFIX = '/admin';

/** Hashed build assets never change; the HTML shell must always be revalidated. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export interface StaticApps {
  /** Answers a GET that matched no route: the app shell of the web or admin app, or null. */
  fallback(url: string, reply: FastifyReply): FastifyReply | null;
}

/**
 * Serves the built customer app at / and the back office at /admin, each with a fallback to its
 * index.html so client-side routes survive a reload. Missing builds are reported, not hidden.
 * The builds carry brotli and gzip copies of their text files (scripts/precompress.ts): a client
 * that accepts one of them gets it, with `Content-Encoding` and `Vary: Accept-Encoding`; any other
 * client gets the file as it is.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  dirs: { webDist: string; adminDist: string },
): Promise<StaticApps> {
  const webBuilt = existsSync(path.join(dirs.webDist, 'index.html'));
  const adminBuilt = existsSync(path.join(dirs.adminDist, 'index.html'));
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: dirs.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  if (adminBuilt) {
    await app.register(fastifyStatic, {
      root: dirs.adminDist,
      prefix: `${ADMIN_PREFIX}/`,
      wildcard: false,
      index: false,
      decorateReply: !webBuilt,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  const notBuilt = (reply: FastifyReply, which: string) =>
    reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send(`The ${which} app has not been built yet. Run "npm run build" and restart the server.`);

  return {
    fallback(url, reply) {
      const isAdmin = url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);
      const fileLike = /\.[a-z0-9]{2,5}(\?|$)/i.test(url.split('?')[0] ?? '');
      if (fileLike) return null;
      if (isAdmin) {
        if (!adminBuilt) return notBuilt(reply, 'admin');
        return reply.header('cache-control', 'no-cache').sendFile('index.html', dirs.adminDist);
      }
      if (!webBuilt) return notBuilt(reply, 'web');
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dirs.webDist);
    },
  };
}

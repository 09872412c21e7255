// A small static server for the built site on 127.0.0.1 and a random port, as a host would serve it:
// "/dir/" serves dir/index.html, unknown paths get the site's 404.html with status 404.
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Serves root under basePath ("" or "/docs"); resolves to { url, close() } with url ending in basePath + "/". */
export async function serveSite(root, basePath = '') {
  const rootAbs = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    try {
      let pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
      if (!(pathname + '/').startsWith(basePath + '/')) return notFound(res);
      pathname = pathname.slice(basePath.length) || '/';
      let file = path.resolve(rootAbs, '.' + pathname);
      if (file !== rootAbs && !file.startsWith(rootAbs + path.sep)) return notFound(res);
      if (pathname.endsWith('/')) file = path.join(file, 'index.html');
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) return notFound(res);
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      notFound(res);
    }
  });
  async function notFound(res) {
    const body = await readFile(path.join(rootAbs, '404.html')).catch(() => Buffer.from('not found'));
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  }
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}${basePath}/`,
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}

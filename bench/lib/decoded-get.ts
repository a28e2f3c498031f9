/** One GET with the given headers, its body decoded (br, gzip, deflate) and parsed: to check a reply before timing it. */
import http from 'node:http';
import zlib from 'node:zlib';

export interface DecodedReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Bytes on the wire (compressed, when it was). */
  wireBytes: number;
  body: unknown;
}

const DECODERS: Record<string, (data: Buffer) => Buffer> = {
  br: (data) => zlib.brotliDecompressSync(data),
  gzip: (data) => zlib.gunzipSync(data),
  deflate: (data) => zlib.inflateSync(data),
};

export function decodedGet(port: number, path: string, headers: Record<string, string>): Promise<DecodedReply> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        try {
          const decode = encoding ? DECODERS[encoding] : undefined;
          if (encoding && !decode) throw new Error(`unexpected content-encoding ${encoding}`);
          const text = (decode ? decode(raw) : raw).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            wireBytes: raw.length,
            body: text === '' ? undefined : JSON.parse(text),
          });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on('error', reject);
  });
}

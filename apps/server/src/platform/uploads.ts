import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { reencodeImage } from './image-decode.ts';
import { Refusal } from './refusal.ts';

/** Upload kinds and whether their files may be fetched by URL without a session. */
export const UPLOAD_KINDS = {
  avatars: { public: true },
  content: { public: true },
  /** Identity documents: served only to their owner and to compliance staff, never by URL alone. */
  kyc: { public: false },
  /** Deposit vouchers: served only to their owner and to finance staff. */
  vouchers: { public: false },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
/** Files in one multipart request: identity verification sends three photos. */
export const UPLOAD_FILES_MAX = 6;

const IMAGE_TYPES = {
  'image/jpeg': { ext: 'jpg', format: 'jpeg' },
  'image/png': { ext: 'png', format: 'png' },
} as const;

/**
 * Uploaded images (customer avatars, the back office's logo and content images; documents and
 * vouchers later), stored outside the web root. The type is decided by the file's bytes, never by its name or the declared type.
 * Every image is decoded and encoded again before it is written (image-decode.ts), so what is
 * stored is pixels only.
 */
export class ImageStore {
  constructor(private readonly dir: string) {}

  async save(kind: UploadKind, data: unknown): Promise<string> {
    if (!Buffer.isBuffer(data) || data.length === 0 || data.length >= IMAGE_MAX_BYTES) {
      throw new Refusal('UPLOAD_IMAGE_INVALID');
    }
    const sniffed = await fileTypeFromBuffer(data);
    const type =
      sniffed && Object.hasOwn(IMAGE_TYPES, sniffed.mime)
        ? IMAGE_TYPES[sniffed.mime as keyof typeof IMAGE_TYPES]
        : undefined;
    if (!type) throw new Refusal('UPLOAD_IMAGE_INVALID');
    // Metadata (camera, GPS position) never reaches the disk; a file that does not decode is refused.
    const clean = await reencodeImage(data, type.format);
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await mkdir(path.join(this.dir, kind), { recursive: true });
    await writeFile(path.join(this.dir, kind, name), clean);
    return name;
  }

  url(kind: UploadKind, name: string): string {
    return `/files/${kind}/${name}`;
  }

  async read(kind: UploadKind, name: string): Promise<{ data: Buffer; mime: string } | undefined> {
    if (!/^[0-9a-f]{32}\.(jpg|png)$/.test(name)) return undefined;
    try {
      const data = await readFile(path.join(this.dir, kind, name));
      return { data, mime: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    } catch {
      return undefined;
    }
  }
}

/**
 * Multipart bodies: fields and files land on request.body as values (files as Buffers), so
 * the request conventions (lang, rtoken, token in the body) hold for uploads too.
 */
export async function registerUploads(app: FastifyInstance, images: ImageStore): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: UPLOAD_FILES_MAX, fields: 30 },
  });
  app.get<{ Params: { kind: string; name: string } }>(
    '/files/:kind/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const kind = request.params.kind as UploadKind;
      if (!Object.hasOwn(UPLOAD_KINDS, kind) || !UPLOAD_KINDS[kind].public) return reply.callNotFound();
      const file = await images.read(kind, request.params.name);
      if (!file) return reply.callNotFound();
      return reply
        .type(file.mime)
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(file.data);
    },
  );
}

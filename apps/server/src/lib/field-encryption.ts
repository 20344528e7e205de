import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets kept at rest (a new hire's bank details, masked custom fields): AES-256-GCM with a random
// 96-bit nonce per value. The context (company, record, purpose) is bound as additional data, so a
// sealed value copied into another row or field does not open there.

const VERSION = 'v1';

const keyOf = (secret: string) => createHash('sha256').update(`atrium-field-encryption:${secret}`).digest();

export interface FieldSealer {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

export function fieldSealer(secret: string): FieldSealer {
  const key = keyOf(secret);
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
